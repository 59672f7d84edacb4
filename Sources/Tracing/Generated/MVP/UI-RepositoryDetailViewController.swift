// Generated from Sources/MVP/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; 
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

  init(presenter: any RepositoryDetailPresenterInput) { Trace.enter("MVP", "RepositoryDetailViewController", "init(presenter:)"); defer { Trace.exit() }
    self.presenter = presenter
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("MVP", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("MVP", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("MVP", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    presenter.openButtonClicked()
    return true
  }
}

extension RepositoryDetailViewController: RepositoryDetailPresenterOutput {
  func showRepository(_ content: RepositoryDetailContent) { Trace.enter("MVP", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  func showOpenedInBrowser() { Trace.enter("MVP", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }

  func showAlert(_ alert: SearchAlert) { Trace.enter("MVP", "RepositoryDetailViewController", "showAlert(_:)"); defer { Trace.exit() }
    presentAlert(alert)
  }
}
