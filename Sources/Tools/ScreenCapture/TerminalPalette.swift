import TerminalUI

/// The colors a terminal picture uses: a dark theme's sixteen colors and its defaults.
enum TerminalPalette {
  static let background = "#1e1e1e"
  static let foreground = "#d4d4d4"

  /// The sixteen standard colors, in ``Color``'s order.
  static let colors = [
    "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
  ]

  /// How one cell looks once inverse is resolved: its colors (nil: the default) and attributes.
  struct Look: Equatable {
    var foreground: String?
    var background: String?
    var isBold: Bool
    var isDim: Bool
    var isUnderlined: Bool

    init(_ cell: Cell) {
      let style = cell.style
      let foreground = style.foreground.map { colors[Int($0.rawValue)] }
      let background = style.background.map { colors[Int($0.rawValue)] }
      if style.isInverse {
        self.foreground = background ?? TerminalPalette.background
        self.background = foreground ?? TerminalPalette.foreground
      } else {
        self.foreground = foreground
        self.background = background
      }
      isBold = style.isBold
      isDim = style.isDim
      isUnderlined = style.isUnderlined
    }

    /// `text` as an SVG element starting at `x`, on the baseline `y`, stretched over `cells`.
    func text(_ text: String, x: Int, y: Int, cells: Int) -> String {
      let classes = [(isBold, "b"), (isDim, "d"), (isUnderlined, "u")].filter(\.0).map(\.1)
      let fill = foreground.map { " fill=\"\($0)\"" } ?? ""
      let `class` = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
      return "<text x=\"\(x)\" y=\"\(y)\" textLength=\"\(cells * TerminalSVG.cellWidth)\" "
        + "lengthAdjust=\"spacingAndGlyphs\"\(fill)\(`class`)>\(TerminalSVG.escaped(text))</text>"
    }
  }
}
