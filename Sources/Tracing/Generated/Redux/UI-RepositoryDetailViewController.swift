// Generated from Sources/Redux/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its store's repository, sends the "open" key to its store,
/// and sets the "opened" line and the alert from the store's state whenever it changes.
///
/// Built by ``Assembly`` on the search screen's store scoped to the detail state: it can read
/// and send only the detail screen's. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  let store: Store<RepositoryDetailState, RepositoryDetailAction>
  private let detailView: RepositoryDetailView

  init(store: Store<RepositoryDetailState, RepositoryDetailAction>) { Trace.enter("Redux", "RepositoryDetailViewController", "init(store:)"); defer { Trace.exit() }
    self.store = store
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("Redux", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("Redux", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    // The repository is constant: set once.
    showRepository(store.repository)
  }

  // Sets the views from the store's state; a change to anything read here runs it again.
  override func updateProperties() { Trace.enter("Redux", "RepositoryDetailViewController", "updateProperties()"); defer { Trace.exit() }
    super.updateProperties()
    if store.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = store.alert {
      presentAlert(alert) { [weak self] in self?.store.send(.alertDismissed) }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("Redux", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    store.send(.openButtonClicked)
    return true
  }

  private func showRepository(_ repository: Repository) { Trace.enter("Redux", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  private func showOpenedInBrowser() { Trace.enter("Redux", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }
}
