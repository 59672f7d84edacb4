import SplitScreen
import TerminalUI

/// Yields until `condition` holds; false if it never does, within a bound only a hang meets (a
/// job can arrive after many of the test's turns on a busy machine).
@MainActor
@discardableResult
func waitUntil(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// The rows of pane `pane`'s strip as `terminal` last showed them, title first, without
/// trailing spaces; empty when the pane has no strip.
@MainActor
func stripRows(of pane: Int, in screen: SplitScreen, on terminal: HeadlessTerminal) -> [String] {
  guard let frame = terminal.lastFrame, let rect = screen.paneLayouts[pane].strip else {
    return []
  }
  return (rect.minY..<rect.maxY).map { y in
    var line = ""
    for x in rect.minX..<rect.maxX where !frame[x, y].isContinuation {
      line.append(frame[x, y].character)
    }
    while line.last == " " { line.removeLast() }
    return line
  }
}
