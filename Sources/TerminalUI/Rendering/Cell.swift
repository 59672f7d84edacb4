/// One column of one row on the screen.
public struct Cell: Hashable, Sendable {
  /// What the cell shows: one grapheme cluster, or a space.
  public var character: Character
  /// How the cell is drawn.
  public var style: Style
  /// True for the right half of a two-column character; the character sits in the cell before.
  public var isContinuation: Bool

  /// A blank cell in the default style.
  public static let blank = Cell(character: " ", style: .plain)

  /// Creates a cell.
  public init(character: Character, style: Style, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }
}
