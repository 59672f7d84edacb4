import FluxPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its store's repository, sends the "open" key to its action
/// creator, and sets the "opened" line and the alert from the store's state whenever it
/// changes.
///
/// Built by ``Assembly``; owns its action creator and its store. Going back is the navigation
/// controller's job.
final class RepositoryDetailViewController: ViewController {
  let actionCreator: RepositoryDetailActionCreator
  let store: RepositoryDetailStore
  private let detailView: RepositoryDetailView

  init(actionCreator: RepositoryDetailActionCreator, store: RepositoryDetailStore) {
    self.actionCreator = actionCreator
    self.store = store
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The repository is constant: set once.
    showRepository(store.repository)
  }

  // Sets the views from the store's state; a change to anything read here runs it again.
  override func updateProperties() {
    super.updateProperties()
    if store.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = store.alert {
      presentAlert(alert) { [weak self] in self?.actionCreator.alertDismissed() }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    actionCreator.openButtonClicked()
    return true
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
