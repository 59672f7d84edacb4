// Generated from Sources/MVC/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVC/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's controller: owns the repository it shows, fills in its views, and
/// opens the page through an injected opener.
///
/// Built and pushed by ``SearchViewController``. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  private let repository: Repository
  private let urlOpener: any URLOpening
  private let detailView: RepositoryDetailView

  init(repository: Repository, urlOpener: any URLOpening) { Trace.enter("MVC", "RepositoryDetailViewController", "init(repository:urlOpener:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("MVC", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("MVC", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    showRepository(repository)
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("MVC", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    openInBrowser()
    return true
  }

  private func openInBrowser() { Trace.enter("MVC", "RepositoryDetailViewController", "openInBrowser()"); defer { Trace.exit() }
    if urlOpener.open(repository.htmlURL) {
      showOpenedInBrowser()
    } else {
      presentAlert(.browserUnavailable(for: repository.htmlURL))
    }
  }

  private func showRepository(_ repository: Repository) { Trace.enter("MVC", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  private func showOpenedInBrowser() { Trace.enter("MVC", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }
}
