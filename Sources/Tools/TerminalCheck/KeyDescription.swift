import TerminalUI

/// Names key events the way a person would say them: `up`, `ctrl-c`, `alt-x`, `shift-tab`.
enum KeyDescription {
  /// `event` as modifiers and key joined by dashes.
  static func describe(_ event: KeyEvent) -> String {
    var parts: [String] = []
    if event.modifiers.contains(.control) { parts.append("ctrl") }
    if event.modifiers.contains(.alt) { parts.append("alt") }
    if event.modifiers.contains(.shift) { parts.append("shift") }
    parts.append(name(of: event.key))
    return parts.joined(separator: "-")
  }

  private static func name(of key: Key) -> String {
    switch key {
    case .character(let character): "'\(character)'"
    case .control(let character): "ctrl-\(character)"
    case .function(let number): "f\(number)"
    case .enter: "enter"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .escape: "escape"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "page-up"
    case .pageDown: "page-down"
    }
  }
}
