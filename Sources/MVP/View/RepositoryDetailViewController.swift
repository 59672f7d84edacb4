import MVPPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's passive view: shows the repository its presenter hands it and forwards
/// the "open" key.
///
/// Built by ``MVPAssembly``; owns its presenter. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  private let presenter: any RepositoryDetailPresenterInput
  private let detailView: RepositoryDetailView

  init(presenter: any RepositoryDetailPresenterInput, title: String) {
    self.presenter = presenter
    detailView = RepositoryDetailView(title: title)
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
