import SharedUI
import Testing
import TraceSession

/// The suites that run traced copies of the architectures.
///
/// Runs going on at once keep their calls apart (see `Trace.run`), so these run in parallel
/// like any other. A script's runs on a copy are shared: each is made once for every test that
/// asks for it (``steps(of:performing:run:)``).
@Suite enum TracedRuns {
  /// The runs made so far, by architecture, script and run number.
  @MainActor private static var runs: [String: Task<[TracedStep], any Error>] = [:]

  /// The steps of `script` performed on `architecture`'s traced copy, in its `run`th run: a
  /// fresh run the first time a test asks, the same steps for every test after it.
  @MainActor
  static func steps(of architecture: Architecture, performing script: TraceScript, run: Int = 0)
    async throws -> [TracedStep]
  {
    let lines = script.scene.map(\.text) + [TraceScript.sceneEnd] + script.steps.map(\.text)
    let key = ([architecture.folder, String(run)] + lines).joined(separator: "\n")
    if let made = runs[key] { return try await made.value }
    let made = Task { try await TracedRun(architecture: architecture).perform(script) }
    runs[key] = made
    return try await made.value
  }
}
