// Generated from Sources/Flux/Presentation/RepositoryDetailStore.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/RepositoryDetailStore.swift", line: 1)
import Tracing; import Observation
import RepositorySearch

/// The detail screen's store: owns the repository shown, whether its page was opened and the
/// alert to show, and changes them only when the dispatcher hands it an action about that
/// repository.
///
/// ``Assembly`` creates it and registers it with the dispatcher; the detail view controller
/// owns it and reads its state.
@MainActor
@Observable
package final class RepositoryDetailStore: ActionHandling {
  /// The repository the screen shows.
  package let repository: Repository
  /// True once the browser was asked to open the page (D2).
  package private(set) var isOpenedInBrowser = false
  /// The alert on screen until the person dismisses it
  /// (``SearchAction/detailAlertDismissed(_:)``).
  package private(set) var alert: SearchAlert?

  /// Creates a store for the detail screen of `repository`.
  package init(repository: Repository) { Trace.enter("Flux", "RepositoryDetailStore", "init(repository:)"); defer { Trace.exit() }
    self.repository = repository
  }

  package func handle(_ action: SearchAction) { Trace.enter("Flux", "RepositoryDetailStore", "handle(_:)", action: action); defer { Trace.exit() }
    switch action {
    case .openedInBrowser(let repository) where repository.id == self.repository.id:
      isOpenedInBrowser = true
    case .browserUnavailable(let repository) where repository.id == self.repository.id:
      alert = .browserUnavailable(for: repository.htmlURL)
    case .detailAlertDismissed(let repository) where repository.id == self.repository.id:
      alert = nil
    default:
      // The search screen's actions, and those about another repository's screen.
      break
    }
  }
}
