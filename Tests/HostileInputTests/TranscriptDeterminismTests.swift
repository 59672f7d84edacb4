import Foundation
import Registry
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Launcher

/// The same input prints the same transcript, every time and in every architecture (W3),
/// whatever the pages' timing: the bundled catalog answers at once, from another thread, as
/// `--latency 0` does.
///
/// `swift test` runs a few rounds; `Scripts/fuzz` runs many more through `STRESS_ROUNDS`.
@MainActor
@Suite struct TranscriptDeterminismTests {
  private static let rounds =
    ProcessInfo.processInfo.environment["STRESS_ROUNDS"].flatMap { Int($0) } ?? 2

  /// Steps whose screens depend on a page that drawing asks for: End reaches the last row,
  /// which loads the next page, which the selection then scrolls past.
  private static let steps = ["swift", ":key end", ":key pageup", ":key end", ":quit"]

  @Test("the same input prints the same transcript in every architecture, every time")
  func theSameInputPrintsTheSameTranscript() async throws {
    let catalog = try BackgroundCatalog.bundled()
    // The architectures run at once, each its rounds one after another: more ways for the
    // pages' timing to fall, in less time, with as many sessions at once as architectures.
    let sessions = Registry.architectures.map { architecture in
      Task {
        var transcripts: [[String]] = []
        for _ in 1...Self.rounds {
          transcripts.append(await Self.transcript(of: architecture, searching: catalog))
        }
        return transcripts
      }
    }
    var first: (architecture: String, transcript: [String])?
    for (architecture, rounds) in zip(Registry.architectures, sessions) {
      for (round, transcript) in zip(1..., await rounds.value) {
        guard let reference = first else {
          first = (architecture.name, transcript)
          continue
        }
        let step = zip(reference.transcript, transcript).enumerated().first { $1.0 != $1.1 }?.offset
        #expect(
          transcript == reference.transcript,
          """
          \(architecture.name), round \(round), differs from \(reference.architecture) at \
          \(step.map { "step \($0)" } ?? "the end"):
          \(step.map { reference.transcript[$0] + "\n" + transcript[$0] } ?? "")
          """)
      }
    }
  }

  /// The screens `architecture` prints for ``steps``, its name masked in the title.
  private static func transcript(
    of architecture: Architecture, searching catalog: BackgroundCatalog
  ) async -> [String] {
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
      dataSourceName: "catalog")
    var input = steps[...]
    var screens: [String] = []
    _ = await TranscriptSession(
      architecture: architecture, environment: environment, size: Size(width: 80, height: 24)
    ).run(readLine: { input.popFirst() }, write: { screens.append($0) }, report: { _ in })
    let name = "SideBySide · \(architecture.name) ·"
    return screens.map { $0.replacingOccurrences(of: name, with: "SideBySide · ‹architecture› ·") }
  }
}
