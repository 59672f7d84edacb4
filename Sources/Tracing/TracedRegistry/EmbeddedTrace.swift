import SharedUI
import TraceSession

/// The sequence diagrams the READMEs and chapters embed between
/// `<!-- compare trace ARCHITECTURE SCRIPT -->` and `<!-- end compare trace -->`: what
/// `compare trace --write` draws and what the drift test compares them with, drawn one way.
public enum EmbeddedTrace {
  /// Where the named scripts live, from the package's root: `Tutorials/traces/NAME.txt`.
  public static let scriptFolder = "Tutorials/traces"

  /// Why a marker's diagram cannot be drawn.
  public struct Failure: Error, CustomStringConvertible {
    /// One line naming the marker and what is wrong.
    public var description: String
  }

  /// The diagram for a marker's `key`, such as `mvp search`.
  ///
  /// The script is run on the architecture's traced copy and drawn in a Markdown fence.
  /// `readFile` reads a file by its path in the package; `run` runs a script on a traced copy
  /// (a fresh ``TracedRun`` unless a caller that has run it already hands its steps back).
  @MainActor
  public static func diagram(
    for key: String, readFile: (String) -> String?,
    run: @MainActor (TraceScript, Architecture) async throws -> [TracedStep] = {
      try await TracedRun(architecture: $1).perform($0)
    }
  ) async throws -> String {
    let marker = "'<!-- compare trace \(key) -->'"
    let words = key.split(separator: " ").map(String.init)
    guard words.count == 2 else {
      throw Failure(description: "\(marker) needs an architecture and a script")
    }
    guard let architecture = TracedRegistry.architecture(key: words[0]) else {
      throw Failure(description: "\(marker): no architecture '\(words[0])'")
    }
    let path = scriptFolder + "/" + words[1] + ".txt"
    guard let text = readFile(path) else {
      throw Failure(description: "\(marker): no script \(path)")
    }
    let steps = try await run(try TraceScript(text), architecture)
    return SequenceDiagram.fenced(steps)
  }
}
