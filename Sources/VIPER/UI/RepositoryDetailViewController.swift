import RepositorySearch
import SharedUI
import TerminalUI
import VIPERPresentation

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
