// Generated from Sources/Redux/Presentation/RepositoryDetailReducer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/Presentation/RepositoryDetailReducer.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's reducer: opening the page is its one effect, and its answer is the
/// screen's state.
///
/// ``Assembly`` composes it into the search screen's reducer with
/// ``Reducer/ifLet(_:action:embed:then:)``: it runs on ``SearchState/detail`` while the screen
/// is shown, and its effects are cancelled when the screen goes.
package struct RepositoryDetailReducer: Reducer {
  private let urlOpener: any URLOpening

  /// Creates a reducer that opens pages with `urlOpener`.
  package init(urlOpener: any URLOpening) { Trace.enter("Redux", "RepositoryDetailReducer", "init(urlOpener:)"); defer { Trace.exit() }
    self.urlOpener = urlOpener
  }

  package func reduce(
    into state: inout RepositoryDetailState, action: RepositoryDetailAction
  ) -> Effect<RepositoryDetailAction> { Trace.enter("Redux", "RepositoryDetailReducer", "reduce(into:action:)"); defer { Trace.exit() }
    switch action {
    case .openButtonClicked:
      return .run { [urlOpener, url = state.repository.htmlURL] send in
        send(urlOpener.open(url) ? .openedInBrowser : .browserUnavailable)
      }
    case .openedInBrowser:
      state.isOpenedInBrowser = true
    case .browserUnavailable:
      state.alert = .browserUnavailable(for: state.repository.htmlURL)
    case .alertDismissed:
      state.alert = nil
    }
    return .none
  }
}
