import TerminalUI

/// A results row, laid out for S5: `owner/name` bold and the stars in yellow on the first
/// line, language and description dimmed on the second.
///
/// An outlet-only cell: whoever the architecture says formats a row sets its ``textLabel``,
/// ``accessoryText`` and ``detailTextLabel``.
@MainActor
public final class RepositoryCell: TableViewCell {
  /// Creates an empty row in the results' layout.
  public init() {
    super.init(style: .subtitle)
    textLabel.style = Style(isBold: true)
    accessoryStyle = Style(foreground: .yellow)
  }
}
