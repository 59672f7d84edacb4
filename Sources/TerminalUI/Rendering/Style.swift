/// One of the terminal's sixteen standard colors.
public enum Color: UInt8, Hashable, Sendable {
  case black = 0
  case red
  case green
  case yellow
  case blue
  case magenta
  case cyan
  case white
  case brightBlack
  case brightRed
  case brightGreen
  case brightYellow
  case brightBlue
  case brightMagenta
  case brightCyan
  case brightWhite
}

/// How a cell is drawn: colors and attributes.
///
/// Under `NO_COLOR` the renderer drops the colors and keeps the attributes.
public struct Style: Hashable, Sendable {
  /// The text color, or the terminal's default.
  public var foreground: Color?
  /// The background color, or the terminal's default.
  public var background: Color?
  /// Bold (bright) text.
  public var isBold: Bool
  /// Dim (faint) text.
  public var isDim: Bool
  /// Underlined text.
  public var isUnderlined: Bool
  /// Foreground and background swapped: how selection and focus show without color.
  public var isInverse: Bool

  /// The terminal's default look.
  public static let plain = Style()

  /// Creates a style.
  public init(
    foreground: Color? = nil,
    background: Color? = nil,
    isBold: Bool = false,
    isDim: Bool = false,
    isUnderlined: Bool = false,
    isInverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isInverse = isInverse
  }
}
