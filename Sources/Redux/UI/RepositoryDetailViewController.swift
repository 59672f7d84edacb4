import ReduxPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its repository, sends the "open" key to the store, and sets
/// the "opened" line and the alert from the store's detail state.
///
/// Built by ``Assembly``; shares the app's store. Going back is the navigation controller's
/// job, and the search screen's view tells the store.
final class RepositoryDetailViewController: ViewController {
  let store: Store<SearchState, SearchAction>
  private let repository: Repository
  private let detailView: RepositoryDetailView

  init(repository: Repository, store: Store<SearchState, SearchAction>) {
    self.repository = repository
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
    showRepository(repository)
  }

  // Sets the views from the store's detail state; a change to it runs this again.
  override func updateProperties() {
    super.updateProperties()
    guard let state = store.state.detail else { return }
    if state.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = state.alert {
      presentAlert(alert) { [weak self] in self?.store.send(.detail(.alertDismissed)) }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    store.send(.detail(.openButtonClicked))
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
