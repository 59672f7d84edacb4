// Generated from Sources/MVPRouter/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; 
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

  init(presenter: any RepositoryDetailPresenterInput) { Trace.enter("MVPRouter", "RepositoryDetailViewController", "init(presenter:)"); defer { Trace.exit() }
    self.presenter = presenter
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("MVPRouter", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("MVPRouter", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("MVPRouter", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
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
  func showRepository(_ content: RepositoryDetailContent) { Trace.enter("MVPRouter", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  func showOpenedInBrowser() { Trace.enter("MVPRouter", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }

  func showAlert(_ alert: SearchAlert) { Trace.enter("MVPRouter", "RepositoryDetailViewController", "showAlert(_:)"); defer { Trace.exit() }
    presentAlert(alert)
  }
}
