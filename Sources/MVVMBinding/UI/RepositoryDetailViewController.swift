import MVVMBindingPresentation
import SharedUI
import TerminalUI

/// The detail screen's view: shows its view model's repository, binds the "opened" line and
/// the alert in `updateProperties()`, and writes the "open" key as an intent.
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
    // The repository is constant: set once, not bound.
    detailView.configure(with: viewModel.repository)
  }

  override func updateProperties() {
    super.updateProperties()
    if viewModel.isOpenedInBrowser {
      detailView.showOpenedInBrowser()
    }
    if let alert = viewModel.alert {
      presentAlert(alert)
      viewModel.didPresentAlert()
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    viewModel.openButtonClicked()
    return true
  }
}
