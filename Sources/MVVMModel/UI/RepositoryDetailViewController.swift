import MVVMModelPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its view model's repository, forwards the "open" key, and
/// shows what the view model announces.
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
    detailView.configure(with: viewModel.repository)
    // Weak: this view owns the view model, which keeps the closure.
    viewModel.onChange = { [weak self] change in self?.show(change) }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool {
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    viewModel.openButtonClicked()
    return true
  }

  private func show(_ change: RepositoryDetailViewModel.Change) {
    switch change {
    case .openedInBrowser:
      detailView.showOpenedInBrowser()
    case .alert(let alert):
      presentAlert(alert)
    }
  }
}
