import MVVMModelPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows what its view model hands it of the repository, forwards the
/// "open" key, and sets the "opened" line and the alert from the view model's state.
///
/// Built by ``Assembly``; owns its view model. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  let viewModel: RepositoryDetailViewModel
  private let detailView: RepositoryDetailView

  init(viewModel: RepositoryDetailViewModel) {
    self.viewModel = viewModel
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The repository is constant: set once.
    showRepository(viewModel.content)
    // Weak: this view owns the view model, which keeps the closure.
    viewModel.onChange = { [weak self] in self?.setNeedsUpdateProperties() }
  }

  // Sets the views from the view model's state; `onChange` asks for it to run again.
  override func updateProperties() {
    super.updateProperties()
    if viewModel.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = viewModel.alert {
      presentAlert(alert) { [weak self] in self?.viewModel.alertDismissed() }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    viewModel.openButtonClicked()
    return true
  }

  private func showRepository(_ content: RepositoryDetailContent) {
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
