import TerminalUI

/// The detail screen's views, laid out the same way for every architecture: every field of
/// one repository (D1), a status line and the footer with the keys.
///
/// This is the kit's shared storyboard for the detail screen: subviews and outlets, no
/// behaviour. Whoever the architecture says fills the screen sets the outlets: MVC's
/// controller directly, MVP's view when its presenter tells it to, MVVM's views from their view
/// model's state. The fields scroll (↑ ↓ PgUp PgDn Home End) when the terminal is too short for
/// them; the footer always stays on the last row.
@MainActor
public final class RepositoryDetailView: StackView {
  /// `owner/name`, bold.
  public let nameLabel = Label(style: Style(isBold: true))
  /// The description, wrapped.
  public let descriptionLabel = Label()
  /// The stars.
  public let starsLabel = Label()
  /// The forks.
  public let forksLabel = Label()
  /// The open issues.
  public let openIssuesLabel = Label()
  /// The language.
  public let languageLabel = Label()
  /// The topics.
  public let topicsLabel = Label()
  /// The license.
  public let licenseLabel = Label()
  /// The day of the last update.
  public let updatedLabel = Label()
  /// The page's address.
  public let urlLabel = Label()
  /// The line under the fields, such as ``openedInBrowserText``.
  public let statusLabel = Label(style: Style(foreground: .green))
  /// The fields and the status line; scroll it to the end to show the status line.
  public let scrollView: ScrollView
  /// The keys, on the last row: ``footerText`` or ``footerTextWithoutOpen``.
  public let footerLabel = Label(text: footerText, style: Style(isDim: true))

  /// The footer's keys when the page can be opened (D2).
  public static let footerText = "o open in browser · Esc/← back · Ctrl-C quit"

  /// The footer's keys when the address is not a web page, shown as text only.
  public static let footerTextWithoutOpen = "Esc/← back · Ctrl-C quit"

  /// The status line once the browser was asked to open the page (D2).
  public static let openedInBrowserText = "Opened in your browser."

  /// The width of the field names' column.
  private static let nameColumnWidth = 13

  /// Creates the screen with every field empty.
  public init() {
    let contentView = StackView(axis: .vertical)
    scrollView = ScrollView(contentView: contentView)
    super.init(axis: .vertical)
    descriptionLabel.numberOfLines = 0
    let fields = [
      ("Stars", starsLabel), ("Forks", forksLabel), ("Open issues", openIssuesLabel),
      ("Language", languageLabel), ("Topics", topicsLabel), ("License", licenseLabel),
      ("Updated", updatedLabel), ("URL", urlLabel),
    ]
    let blankLine = { Label(text: " ") }
    for view in [blankLine(), nameLabel, descriptionLabel, blankLine()] {
      contentView.addArrangedSubview(view)
    }
    for (name, label) in fields {
      let caption = Label(text: TextLayout.pad(name, toWidth: Self.nameColumnWidth))
      contentView.addArrangedSubview(
        StackView(axis: .horizontal, arrangedSubviews: [caption, label]))
    }
    for view in [blankLine(), statusLabel] {
      contentView.addArrangedSubview(view)
    }
    addArrangedSubview(scrollView)
    addArrangedSubview(footerLabel)
  }

  /// Scrolls the fields with ↑ ↓ PgUp PgDn Home End when they do not fit; other keys go on up
  /// the responder chain.
  public override func keyPressed(_ event: KeyEvent) -> Bool {
    scrollView.scroll(for: event) || super.keyPressed(event)
  }
}
