import Foundation
import RepositorySearch
import TerminalUI

/// The detail screen's views: every field of one repository (D1), the same in every
/// architecture.
///
/// The fields scroll (↑ ↓ PgUp PgDn Home End) when the terminal is too short for them; the
/// footer with the keys always stays on the last row. An address that is not a web page is
/// shown as text, and the footer does not offer to open it.
@MainActor
public final class RepositoryDetailView: StackView {
  private static let footerText = "o open in browser · Esc/← back · Ctrl-C quit"
  private static let footerTextWithoutOpen = "Esc/← back · Ctrl-C quit"

  private let nameLabel = Label(style: Style(isBold: true))
  private let descriptionLabel = Label()
  private let fieldsView = StackView(axis: .vertical)
  private let statusLabel = Label(style: Style(foreground: .green))
  private let contentView = StackView(axis: .vertical)
  private let scrollView: ScrollView
  private let footerLabel = Label(text: footerText, style: Style(isDim: true))

  /// Creates the screen, empty until ``configure(with:)``.
  public init() {
    scrollView = ScrollView(contentView: contentView)
    super.init(axis: .vertical)
    descriptionLabel.numberOfLines = 0
    let blankLine = { Label(text: " ") }
    for view in [
      blankLine(), nameLabel, descriptionLabel, blankLine(), fieldsView, blankLine(), statusLabel,
    ] {
      contentView.addArrangedSubview(view)
    }
    addArrangedSubview(scrollView)
    addArrangedSubview(footerLabel)
  }

  /// Fills every field from `repository`.
  public func configure(with repository: Repository) {
    nameLabel.text = repository.fullName
    descriptionLabel.text = repository.description ?? "No description."
    for view in fieldsView.arrangedSubviews { view.removeFromSuperview() }
    for (name, value) in Self.fields(of: repository) {
      fieldsView.addArrangedSubview(Label(text: TextLayout.pad(name, toWidth: 13) + value))
    }
    footerLabel.text =
      repository.htmlURL.isWebPage ? Self.footerText : Self.footerTextWithoutOpen
  }

  /// Confirms that the browser was asked to open the page (D2), scrolling to show it.
  public func showOpenedInBrowser() {
    statusLabel.text = "Opened in your browser."
    scrollView.scrollToEnd()
  }

  /// Scrolls the fields with ↑ ↓ PgUp PgDn Home End when they do not fit; other keys go on up
  /// the responder chain.
  public override func keyPressed(_ event: KeyEvent) -> Bool {
    scrollView.scroll(for: event) || super.keyPressed(event)
  }

  private static func fields(of repository: Repository) -> [(String, String)] {
    [
      ("Stars", CountFormat.grouped(repository.stargazersCount)),
      ("Forks", CountFormat.grouped(repository.forksCount)),
      ("Open issues", CountFormat.grouped(repository.openIssuesCount)),
      ("Language", repository.language ?? "—"),
      ("Topics", repository.topics.isEmpty ? "—" : repository.topics.joined(separator: ", ")),
      ("License", repository.license?.name ?? "—"),
      ("Updated", repository.updatedAt.flatMap(GitHubTimestamp.day) ?? "—"),
      ("URL", repository.htmlURL.absoluteString),
    ]
  }
}
