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
  func showRepository(_ repository: Repository) {
    detailView.configure(with: repository)
  }

  func showOpenedInBrowser() {
    detailView.showOpenedInBrowser()
  }

  func showAlert(_ alert: SearchAlert) {
    presentAlert(alert)
  }
}
