import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's controller: owns the repository it shows, fills in its views, and
/// opens the page through an injected opener.
///
/// Built and pushed by ``SearchViewController``. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  private let repository: Repository
  private let urlOpener: any URLOpening
  private let detailView: RepositoryDetailView

  init(repository: Repository, urlOpener: any URLOpening) {
    self.repository = repository
    self.urlOpener = urlOpener
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    showRepository(repository)
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    openInBrowser()
    return true
  }

  private func openInBrowser() {
    if urlOpener.open(repository.htmlURL) {
      showOpenedInBrowser()
    } else {
      presentAlert(.browserUnavailable(for: repository.htmlURL))
    }
  }

  private func showRepository(_ repository: Repository) {
    let content = RepositoryDetailContent(repository)
    detailView.nameLabel.text = content.fullName
    detailView.descriptionLabel.text = content.description
    detailView.starsLabel.text = content.stars
    detailView.forksLabel.text = content.forks
    detailView.openIssuesLabel.text = content.openIssues
    detailView.languageLabel.text = content.language
    detailView.topicsLabel.text = content.topics
    detailView.licenseLabel.text = content.license
    detailView.updatedLabel.text = content.updated
    detailView.urlLabel.text = content.url
    detailView.footerLabel.text =
      content.canOpenInBrowser
      ? RepositoryDetailView.footerText : RepositoryDetailView.footerTextWithoutOpen
  }

  private func showOpenedInBrowser() {
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }
}
