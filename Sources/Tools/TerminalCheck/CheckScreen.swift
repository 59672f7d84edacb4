import TerminalUI

/// What terminal-check shows: the size, the last decoded events, and how to quit.
struct CheckScreen {
  /// Shown so that a script driving the program can signal it.
  let processIdentifier: Int32
  private var lastKey = "none"
  private var lastPaste = "none"
  private var resizeCount = 0
  private var eventCount = 0

  init(processIdentifier: Int32) {
    self.processIdentifier = processIdentifier
  }

  /// True for the keys that end the program: `q` and Ctrl-C.
  static func isQuit(_ event: KeyEvent) -> Bool {
    event.modifiers.isEmpty && (event.key == .character("q") || event.key == .control("c"))
  }

  /// Remembers `event` for the next frame.
  mutating func record(_ event: TerminalEvent) {
    eventCount += 1
    switch event {
    case .key(let keyEvent):
      lastKey = KeyDescription.describe(keyEvent)
    case .paste(let text):
      lastPaste = "\(text.count) characters, \(text.split(separator: "\n").count) lines"
    case .text(let text):
      lastKey = text.last.map { KeyDescription.describe(KeyEvent(.character($0))) } ?? lastKey
    case .resize:
      resizeCount += 1
    }
  }

  /// The frame for a terminal of `size`.
  func canvas(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    let title = Style(foreground: .cyan, isBold: true)
    canvas.draw("terminal-check", at: Point(x: 0, y: 0), style: title)
    let rows = [
      "size: \(size.width)x\(size.height)",
      "last key: \(lastKey)",
      "paste: \(lastPaste)",
      "resizes: \(resizeCount)",
      "events: \(eventCount)",
      "pid: \(processIdentifier)",
    ]
    for (offset, row) in rows.enumerated() {
      canvas.draw(row, at: Point(x: 2, y: 2 + offset))
    }
    canvas.draw(
      "press q or Ctrl-C to quit, Ctrl-Z to suspend, ! to crash",
      at: Point(x: 0, y: size.height - 1), style: Style(isDim: true))
    return canvas
  }
}
