// Generated from Sources/MVVMBinding/UI/RepositoryDetailViewController.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMBinding/UI/RepositoryDetailViewController.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The detail screen's view: shows its view model's repository, forwards the "open" key, and
/// sets the "opened" line and the alert from the view model's state.
///
/// Built by ``Assembly``; owns its view model. Going back is the navigation controller's job.
final class RepositoryDetailViewController: ViewController {
  let viewModel: RepositoryDetailViewModel
  private let detailView: RepositoryDetailView

  init(viewModel: RepositoryDetailViewModel) { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "init(viewModel:)"); defer { Trace.exit() }
    self.viewModel = viewModel
    detailView = RepositoryDetailView()
    super.init()
  }

  override func loadView() { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "loadView()"); defer { Trace.exit() }
    view = detailView
  }

  override func viewDidLoad() { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "viewDidLoad()"); defer { Trace.exit() }
    super.viewDidLoad()
    // The repository is constant: set once.
    showRepository(viewModel.repository)
  }

  // Sets the views from the view model's state; a change to anything read here runs it again.
  override func updateProperties() { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "updateProperties()"); defer { Trace.exit() }
    super.updateProperties()
    if viewModel.isOpenedInBrowser {
      showOpenedInBrowser()
    }
    if let alert = viewModel.alert {
      presentAlert(alert) { [weak self] in self?.viewModel.alertDismissed() }
    }
  }

  override func keyPressed(_ event: KeyEvent) -> Bool { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "keyPressed(_:)"); defer { Trace.exit() }
    guard event == KeyEvent(.character("o")) else { return super.keyPressed(event) }
    viewModel.openButtonClicked()
    return true
  }

  private func showRepository(_ repository: Repository) { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "showRepository(_:)"); defer { Trace.exit() }
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

  private func showOpenedInBrowser() { Trace.enter("MVVMBinding", "RepositoryDetailViewController", "showOpenedInBrowser()"); defer { Trace.exit() }
    detailView.statusLabel.text = RepositoryDetailView.openedInBrowserText
    detailView.scrollView.scrollToEnd()
  }
}
