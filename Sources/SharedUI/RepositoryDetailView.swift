import Foundation
import RepositorySearch
import TerminalUI

/// The detail screen's views: every field of one repository (D1), the same in every
/// architecture.
@MainActor
public final class RepositoryDetailView: StackView {
  private let nameLabel = Label(style: Style(isBold: true))
  private let descriptionLabel = Label()
  private let fieldsView = StackView(axis: .vertical)
  private let statusLabel = Label(style: Style(foreground: .green))
  private let spacer = View()
  private let footerLabel = Label(
    text: "o open in browser · Esc/← back · Ctrl-C quit", style: Style(isDim: true))

  /// Creates the screen, empty until ``configure(with:)``.
  public init() {
    super.init(axis: .vertical)
    descriptionLabel.numberOfLines = 0
    spacer.isFlexible = true
    let blankLine = { Label(text: " ") }
    for view in [
      blankLine(), nameLabel, descriptionLabel, blankLine(), fieldsView, blankLine(),
      statusLabel, spacer, footerLabel,
    ] {
      addArrangedSubview(view)
    }
  }

  /// Fills every field from `repository`.
  public func configure(with repository: Repository) {
    nameLabel.text = repository.fullName
    descriptionLabel.text = repository.description ?? "No description."
    for view in fieldsView.arrangedSubviews { view.removeFromSuperview() }
    for (name, value) in Self.fields(of: repository) {
      fieldsView.addArrangedSubview(Label(text: TextLayout.pad(name, toWidth: 13) + value))
    }
  }

  /// Confirms that the browser was asked to open the page (D2).
  public func showOpenedInBrowser() {
    statusLabel.text = "Opened in your browser."
  }

  private static func fields(of repository: Repository) -> [(String, String)] {
    [
      ("Stars", CountFormat.grouped(repository.stargazersCount)),
      ("Forks", CountFormat.grouped(repository.forksCount)),
      ("Open issues", CountFormat.grouped(repository.openIssuesCount)),
      ("Language", repository.language ?? "—"),
      ("Topics", repository.topics.isEmpty ? "—" : repository.topics.joined(separator: ", ")),
      ("License", repository.license?.name ?? "—"),
      ("Updated", repository.updatedAt.map(day) ?? "—"),
      ("URL", repository.htmlURL.absoluteString),
    ]
  }

  private static func day(_ date: Date) -> String {
    date.formatted(.iso8601.year().month().day())
  }
}
