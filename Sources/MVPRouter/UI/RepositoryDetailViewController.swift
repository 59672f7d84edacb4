import MVPRouterPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's passive view: shows the repository its presenter hands it and forwards
/// the "open" and "back" keys.
///
/// Built by ``Router``; owns its presenter. Going back is the router's job, asked for by the
/// presenter.
final class RepositoryDetailViewController: ViewController {
  let presenter: any RepositoryDetailPresenterInput
  private let detailView: RepositoryDetailView

  init(presenter: any RepositoryDetailPresenterInput) {
    self.presenter = presenter
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    switch event {
    case KeyEvent(.character("o")):
      presenter.openButtonClicked()
    // The keys a navigation controller goes back on, so that both variants feel the same.
    case KeyEvent(.escape), KeyEvent(.left):
      presenter.backButtonClicked()
    default:
      return super.keyPressed(event)
    }
    return true
  }
}

extension RepositoryDetailViewController: RepositoryDetailPresenterOutput {
  func showRepository(_ content: RepositoryDetailContent) {
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

  func showOpenedInBrowser() {
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }

  func showAlert(_ alert: SearchAlert) {
    presentAlert(alert)
  }
}
