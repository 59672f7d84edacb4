import RepositorySearch
import TerminalUI

/// A results row: `owner/name` and the stars on the first line, language and description on
/// the second (S5).
@MainActor
public final class RepositoryCell: TableViewCell {
  /// Creates a row showing `repository`.
  public init(repository: Repository) {
    super.init(style: .subtitle)
    textLabel.text = repository.fullName
    textLabel.style = Style(isBold: true)
    accessoryText = "★ " + CountFormat.abbreviated(repository.stargazersCount)
    accessoryStyle = Style(foreground: .yellow)
    let parts = [repository.language, repository.description ?? "No description"]
    detailTextLabel.text = parts.compactMap(\.self).joined(separator: " · ")
  }
}
