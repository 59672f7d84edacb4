import Testing

@testable import TerminalUI

/// Text a parameterized test takes, described on the test's line with each control character as
/// its picture (`␛[A` for the up arrow), so that printing the line never sends an escape sequence
/// or a bell to the terminal it is printed on.
struct ShownText: Sendable, ExpressibleByStringLiteral, CustomTestStringConvertible {
  let text: String

  init(stringLiteral text: String) {
    self.text = text
  }

  var testDescription: String { "\"" + pictures(of: text) + "\"" }
}

/// A character a parameterized test takes, described like ``ShownText``.
struct ShownCharacter: Sendable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomTestStringConvertible
{
  let character: Character

  init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  var testDescription: String { "\"" + pictures(of: String(character)) + "\"" }
}

/// A key event described as a person names the key: `Ctrl-Shift-left`, `Alt-character("x")`.
extension KeyEvent: CustomTestStringConvertible {
  public var testDescription: String {
    let names: [(KeyModifiers, String)] = [(.control, "Ctrl-"), (.alt, "Alt-"), (.shift, "Shift-")]
    return names.filter { modifiers.contains($0.0) }.map(\.1).joined() + "\(key)"
  }
}

/// `text` with each C0 control and DEL as its Control Picture.
private func pictures(of text: String) -> String {
  var shown = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value) ?? scalar)
    case 0x7F: shown.append("␡")
    default: shown.append(scalar)
    }
  }
  return String(shown)
}
