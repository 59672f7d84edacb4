// Generated from Sources/Flux/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its store's repository, sends the "open" key to its action
/// creator, and sets the "opened" line and the alert from the store's state whenever it
/// changes.
///
/// Built by ``Assembly``; owns its action creator and its store. Going back is the navigation
/// controller's job.
final class RepositoryDetailViewController: ViewController {
  let actionCreator: RepositoryDetailActionCreator
  let store: RepositoryDetailStore
  private let detailView: RepositoryDetailView

  init(actionCreator: RepositoryDetailActionCreator, store: RepositoryDetailStore) { Trace.enter("Flux", "RepositoryDetailViewController", "init(actionCreator:store:)"); defer { Trace.exit() }
    self.actionCreator = actionCreator
    self.store = store
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("Flux", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("Flux", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    // The repository is constant: set once.
    showRepository(store.repository)
  }

  // Sets the views from the store's state; a change to anything read here runs it again.
  override func updateProperties() { Trace.enter("Flux", "RepositoryDetailViewController", "updateProperties()"); defer { Trace.exit() }
    super.updateProperties()
    if store.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = store.alert {
      presentAlert(alert) { [weak self] in self?.actionCreator.alertDismissed() }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("Flux", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    actionCreator.openButtonClicked()
    return true
  }

  private func showRepository(_ repository: Repository) { Trace.enter("Flux", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  private func showOpenedInBrowser() { Trace.enter("Flux", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }
}
