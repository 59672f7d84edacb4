// Generated from Sources/Redux/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/UI/Assembly.swift", line: 1)
import Tracing; import Foundation

import RepositorySearch
import SharedUI
import TerminalUI

/// The composition root: builds the app's one store, with the reducers and the collaborators
/// their effects use, then each screen's view on it.
///
/// Nothing is a shared instance: the store is made here and handed to the search screen, which
/// scopes it for the detail screen, so a test or a second app builds its own.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("Redux", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with the app's store, which holds the whole state and runs the search
  /// screen's reducer with the detail screen's composed into it.
  func makeSearchScreen() -> SearchViewController { Trace.enter("Redux", "Assembly", "makeSearchScreen()"); defer { Trace.exit() }
    let core = StoreCore(
      initialState: SearchState(),
      reducer: SearchReducer(service: environment.searchService, clock: environment.clock)
        .ifLet(
          \.detail, action: \.detail, embed: SearchAction.detail,
          then: RepositoryDetailReducer(urlOpener: environment.urlOpener)),
      // A mistake of the app is one line on standard error; the screen goes on.
      reportIssue: { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) })
    return SearchViewController(store: Store(core: core), assembly: self)
  }

  /// The detail screen, on the search screen's store scoped to the detail state.
  func makeRepositoryDetailScreen(
    for store: Store<RepositoryDetailState, RepositoryDetailAction>
  ) -> RepositoryDetailViewController { Trace.enter("Redux", "Assembly", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    return RepositoryDetailViewController(store: store)
  }
}
