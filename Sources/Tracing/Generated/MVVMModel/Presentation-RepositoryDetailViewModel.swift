// Generated from Sources/MVVMModel/Presentation/RepositoryDetailViewModel.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMModel/Presentation/RepositoryDetailViewModel.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's view model: owns the repository shown and whether its page was opened,
/// and opens it through an injected opener.
///
/// ``Assembly`` creates it; the detail view controller owns it and reads its state. It holds
/// no reference to its view.
@MainActor
package final class RepositoryDetailViewModel {
  /// Called after every change of state, for the view to read the state again.
  package var onChange: (() -> Void)?
  /// The repository the screen shows.
  package let repository: Repository
  /// True once the browser was asked to open the page (D2).
  package private(set) var isOpenedInBrowser = false
  /// The alert on screen until the person dismisses it (``alertDismissed()``).
  package private(set) var alert: SearchAlert?

  private let urlOpener: any URLOpening

  /// Creates a view model for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) { Trace.enter("MVVMModel", "RepositoryDetailViewModel", "init(repository:urlOpener:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
  }

  /// The person asked to open the page: the browser, or the address to copy where there is
  /// none.
  package func openButtonClicked() { Trace.enter("MVVMModel", "RepositoryDetailViewModel", "openButtonClicked()"); defer { Trace.exit() }
    if urlOpener.open(repository.htmlURL) {
      isOpenedInBrowser = true
    } else {
      alert = .browserUnavailable(for: repository.htmlURL)
    }
    onChange?()
  }

  /// The person dismissed ``alert``.
  package func alertDismissed() { Trace.enter("MVVMModel", "RepositoryDetailViewModel", "alertDismissed()"); defer { Trace.exit() }
    alert = nil
    onChange?()
  }
}
