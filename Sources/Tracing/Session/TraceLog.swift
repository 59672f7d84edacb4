import SharedUI
import TerminalUI
import Tracing

/// The calls a traced architecture makes while it runs live, key by key: what `compare trace`
/// shows under each pane.
///
/// Calls are folded as ``TraceLine/lines(_:)`` folds them, within the calls of one key (those
/// made since the key was sent, however late they come: the search's answer, the end of the
/// typing pause). Of the keys before the latest, the last ``capacity`` lines are kept.
@MainActor
public final class TraceLog {
  /// The most lines kept from earlier keys.
  public static let capacity = 500

  /// The traced architecture whose calls are logged.
  public let architecture: Architecture

  private let recorder: TraceRecorder
  private var earlierLines: [String] = []
  private var latestEvents: [TraceEvent] = []

  /// A log of `architecture`'s calls; from now on every traced call is recorded.
  public init(of architecture: Architecture) {
    self.architecture = architecture
    recorder = TracedRun.sharedRecorder()
  }

  /// The lines of every call logged, oldest first, each as ``TraceLine/text`` says it.
  public var lines: [String] {
    collect()
    return earlierLines + TraceLine.lines(latestEvents).map(\.text)
  }

  /// `event` is about to be sent: the calls so far belong to the keys before it, and a line
  /// `── key` heads the calls that follow.
  public func keyWillBeSent(_ event: TerminalEvent) {
    collect()
    earlierLines += TraceLine.lines(latestEvents).map(\.text)
    earlierLines.append("── " + Self.name(of: event))
    earlierLines.removeFirst(max(0, earlierLines.count - Self.capacity))
    latestEvents = []
  }

  /// `s`, `Enter`, `↓`, `Ctrl-C`, `paste`: an event as the strip heads its calls.
  static func name(of event: TerminalEvent) -> String {
    switch event {
    case .key(let keyEvent): name(of: keyEvent.key)
    case .paste: "paste"
    case .text(let text): text
    case .resize: "resize"
    }
  }

  private static func name(of key: Key) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Esc"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .control(let character): "Ctrl-" + character.uppercased()
    case .function(let number): "F\(number)"
    }
  }

  private func collect() {
    latestEvents += recorder.takeEvents(of: architecture.folder)
  }
}
