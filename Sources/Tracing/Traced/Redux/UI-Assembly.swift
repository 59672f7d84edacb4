// swift-format-ignore-file
// Generated from Sources/Redux/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Redux/UI/Assembly.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The composition root: builds the one store of the app, with its reducer and the
/// collaborators the reducer's effects use, then each screen's view on it.
///
/// Nothing is a shared instance: the store is made here and handed to each view, so a test or
/// a second app builds its own.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment
  /// The one store: the whole state of the app, and the reducer that changes it.
  let store: Store<SearchState, SearchAction>

  /// Creates the store from `environment`.
  init(environment: AppEnvironment) { Trace.enter("Redux", "Assembly", "init(environment:)"); defer { Trace.exit() }
    self.environment = environment
    store = Store(
      initialState: SearchState(),
      reducer: SearchReducer(
        service: environment.searchService, clock: environment.clock,
        urlOpener: environment.urlOpener))
  }

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("Redux", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen, on the store.
  func makeSearchScreen() -> SearchViewController { Trace.enter("Redux", "Assembly", "makeSearchScreen()"); defer { Trace.exit() }
    return SearchViewController(store: store, assembly: self)
  }

  /// The detail screen for `repository`, on the store's detail state.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController { Trace.enter("Redux", "Assembly", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    return RepositoryDetailViewController(repository: repository, store: store)
  }
}
