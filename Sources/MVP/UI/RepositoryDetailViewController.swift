import MVPPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's passive view: shows the repository its presenter hands it and forwards
/// the "open" key.
///
/// Built by ``Assembly``; owns its presenter. Going back is the navigation controller's job.
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
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    presenter.openButtonClicked()
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
