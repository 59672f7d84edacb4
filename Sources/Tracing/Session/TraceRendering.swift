import SharedUI
import TerminalUI
import Tracing

/// A call as a trace shows it: calls that repeat back to back, alone or as a group (the table
/// asking for each row it draws: a cell, then the row's repository), are shown once, each with
/// how many times the group came.
public struct TraceLine: Sendable, Equatable {
  /// The call or answer.
  public var event: TraceEvent
  /// How many times its group came in a row.
  public var count: Int

  /// The longest group of calls folded into one.
  static let longestGroup = 6

  /// The calls of one step, in order, with back-to-back repeats folded.
  public static func lines(_ events: [TraceEvent]) -> [TraceLine] {
    var lines: [TraceLine] = []
    var start = 0
    while start < events.count {
      let (length, times) = repeatedGroup(in: events, from: start)
      lines += events[start..<(start + length)].map { TraceLine(event: $0, count: times) }
      start += length * times
    }
    return lines
  }

  /// The group starting at `start` that repeats back to back over the most events; a group of
  /// one that comes once when nothing repeats.
  private static func repeatedGroup(in events: [TraceEvent], from start: Int)
    -> (length: Int, times: Int)
  {
    var best = (length: 1, times: 1)
    for length in 1...longestGroup where start + 2 * length <= events.count {
      var times = 1
      while start + (times + 1) * length <= events.count,
        events[(start + times * length)..<(start + (times + 1) * length)]
          .elementsEqual(events[start..<(start + length)])
      {
        times += 1
      }
      if times > 1 && length * times > best.length * best.times { best = (length, times) }
    }
    return best
  }

  /// `SearchViewController → SearchPresenter.searchTextDidChange(_:)`, or for an answer
  /// `SearchPresenter ⇠ RepositorySearchService: page 1: 30 of 1,234`.
  public var text: String {
    let times = count > 1 ? " ×\(count)" : ""
    switch event.kind {
    case .call: return "\(event.from) → \(event.to).\(event.message)\(times)"
    case .answer: return "\(event.to) ⇠ \(event.from): \(event.message)\(times)"
    }
  }
}

/// A Mermaid sequence diagram of traced steps: the person's step, then every call it made.
public enum SequenceDiagram {
  /// The person's participant.
  public static let person = "Person"

  /// The diagram's text, without the code fence.
  public static func mermaid(_ steps: [TracedStep]) -> String {
    var participants: [String] = []
    func meet(_ name: String) {
      if !participants.contains(name) { participants.append(name) }
    }
    meet(Trace.toolkit)
    var body: [String] = []
    for step in steps {
      body.append("    \(person)->>\(Trace.toolkit): \(label(step.line))")
      for line in TraceLine.lines(step.events) {
        meet(line.event.from)
        meet(line.event.to)
        let arrow = line.event.kind == .call ? "->>" : "-->>"
        let times = line.count > 1 ? " ×\(line.count)" : ""
        body.append(
          "    \(line.event.from)\(arrow)\(line.event.to): \(escape(line.event.message))\(times)")
      }
    }
    let header =
      ["sequenceDiagram", "    actor \(person)"]
      + participants.map { "    participant \($0)" }
    return (header + body).joined(separator: "\n")
  }

  /// The diagram of `script` run on `architecture`, in a Markdown code fence: what the
  /// documentation embeds between `<!-- compare trace … -->` markers.
  public static func fenced(_ script: TraceScript, on architecture: Architecture) async throws
    -> String
  {
    fenced(try await TracedRun(architecture: architecture).perform(script))
  }

  /// The diagram of `steps`, in a Markdown code fence.
  public static func fenced(_ steps: [TracedStep]) -> String {
    "```mermaid\n" + mermaid(steps) + "\n```\n"
  }

  /// What the person did, in words.
  private static func label(_ line: String) -> String {
    switch try? TraceStep(line: line) {
    case .type(let text): return "types \(escape("\"" + text + "\""))"
    case .wait: return "pauses"
    case .command(.search(let text)): return "types \(escape("\"" + text + "\"")), presses Enter"
    case .command(.select(let row)): return "selects row \(row)"
    case .command(.open): return "presses Enter on the selected row"
    case .command(.back): return "presses Esc to go back"
    case .command(.press): return "presses " + escape(String(line.dropFirst(":key ".count)))
    case .command(.quit): return "presses Ctrl-C"
    case nil: return escape(line)
    }
  }

  /// Mermaid reads `;` and `#` in a message as syntax, and a line break ends it; a control
  /// byte must not reach whoever reads the diagram either, so each is shown as its picture.
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in Sanitizer.sanitize(text) {
      switch character {
      case "#": escaped += "#35;"
      case ";": escaped += "#59;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
