import Launcher
import TerminalUI

/// One line of a traced session: a transcript command (W3), or one of the two steps a trace
/// adds, because a typed search is what it is about.
///
/// - `:type TEXT` types TEXT into the search bar key by key, without Enter (S13);
/// - `:wait` lets the typing pause pass.
///
/// In a script, `:type TEXT` is one step a key, so that each key's calls are shown apart, and a
/// line `---` ends the scene-setting steps: only the steps after it are drawn in
/// a diagram. Empty lines and lines starting with `#` are skipped.
public enum TraceStep: Equatable, Sendable {
  /// A transcript command.
  case command(TranscriptCommand)
  /// Characters typed one key at a time.
  case type(String)
  /// The typing pause passes.
  case wait

  /// Parses a line; throws the message a transcript session gives for a line it does not know.
  public init(line: String) throws(TranscriptCommand.ParseError) {
    if line == ":wait" {
      self = .wait
    } else if line.hasPrefix(":type ") {
      self = .type(String(line.dropFirst(":type ".count)))
    } else {
      self = .command(try TranscriptCommand(line: line))
    }
  }
}

/// A script of steps, as `compare trace A --mermaid` reads it.
public struct TraceScript: Sendable {
  /// A step and the line it was written as.
  public struct Line: Sendable {
    /// The line, as written.
    public var text: String
    /// What it does.
    public var step: TraceStep
  }

  /// The steps that set the scene, untraced in a diagram.
  public var scene: [Line]
  /// The steps a diagram shows.
  public var steps: [Line]

  /// The line that ends the scene-setting steps.
  public static let sceneEnd = "---"

  /// Reads a script; throws the first line it cannot read, with its number.
  public init(_ text: String) throws(TranscriptCommand.ParseError) {
    var scene: [Line] = []
    var steps: [Line] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line == Self.sceneEnd {
        scene += steps
        steps = []
        continue
      }
      steps += try Self.lines(in: String(line), number: number + 1)
    }
    self.scene = scene
    self.steps = steps
  }

  /// The steps one line of a script says, as it arrives: none for an empty line, a comment or
  /// ``sceneEnd``, one a key for `:type TEXT`; throws when it cannot be read, with its number.
  public static func lines(in line: String, number: Int) throws(TranscriptCommand.ParseError)
    -> [Line]
  {
    if line.isEmpty || line.hasPrefix("#") || line == sceneEnd { return [] }
    do {
      switch try TraceStep(line: line) {
      case .type(let text):
        // One step a key: each key's calls are shown under it, the wait restarting on each.
        return text.map { Line(text: ":type \($0)", step: .type(String($0))) }
      case let step:
        return [Line(text: line, step: step)]
      }
    } catch {
      throw TranscriptCommand.ParseError(message: "line \(number): \(error.message)")
    }
  }
}
