import TerminalUI

/// Colors for text printed to a terminal, and the toolkit's rules to sanitize and measure it.
///
/// The tool turns colors on for a terminal, off under `NO_COLOR` or when the output is piped.
package struct TerminalStyle: Sendable {
  /// True to color the output.
  package var colors: Bool

  /// A style that colors when `colors` is true.
  package init(colors: Bool) {
    self.colors = colors
  }

  /// Removed lines: red.
  package func removed(_ text: String) -> String { paint(text, "31") }
  /// Added lines: green.
  package func added(_ text: String) -> String { paint(text, "32") }
  /// Headings: bold.
  package func heading(_ text: String) -> String { paint(text, "1") }
  /// Hunk headers and line numbers: cyan.
  package func location(_ text: String) -> String { paint(text, "36") }

  private func paint(_ text: String, _ code: String) -> String {
    colors && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// `text` with control characters made visible, so a file can never drive the terminal.
  static func safe(_ text: String) -> String {
    Sanitizer.sanitize(text)
  }

  /// The columns `text` takes on a terminal.
  static func width(of text: String) -> Int {
    text.reduce(0) { $0 + DisplayWidth.of($1) }
  }

  /// `text` cut into pieces of at most `width` columns, never splitting a character; one
  /// empty piece for empty text.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [text] }
    var pieces: [String] = []
    var current = ""
    var currentWidth = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if currentWidth + characterWidth > width && !current.isEmpty {
        pieces.append(current)
        current = ""
        currentWidth = 0
      }
      current.append(character)
      currentWidth += characterWidth
    }
    pieces.append(current)
    return pieces
  }

  /// `text` in lines of at most `width` columns: the first as it starts, the rest indented by
  /// four spaces.
  static func fit(_ text: String, width: Int) -> [String] {
    guard Self.width(of: text) > width, width > 8 else { return [text] }
    let first = wrap(text, width: width)[0]
    let rest = String(text.dropFirst(first.count))
    return [first] + wrap(rest, width: width - 4).map { "    " + $0 }
  }

  /// `text` padded with spaces to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - Self.width(of: text)))
  }
}
