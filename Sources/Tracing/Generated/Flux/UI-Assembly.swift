// Generated from Sources/Flux/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/UI/Assembly.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The composition root: builds the one dispatcher, then each screen — store, action creator,
/// view — and registers each store with the dispatcher.
///
/// Nothing is a shared instance: the dispatcher and the stores are made here and handed to
/// whoever needs them, so a test or a second app builds its own.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment
  /// The one dispatcher every action of the app goes through.
  let dispatcher = Dispatcher()

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("Flux", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its store, which owns the results, and its action creator.
  func makeSearchScreen() -> SearchViewController { Trace.enter("Flux", "Assembly", "makeSearchScreen()"); defer { Trace.exit() }
    let store = SearchStore()
    dispatcher.register(store)
    let actionCreator = SearchActionCreator(
      service: environment.searchService, clock: environment.clock, dispatcher: dispatcher)
    return SearchViewController(actionCreator: actionCreator, store: store, assembly: self)
  }

  /// The detail screen for `repository`, with its store and its action creator.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController { Trace.enter("Flux", "Assembly", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    let store = RepositoryDetailStore(repository: repository)
    dispatcher.register(store)
    let actionCreator = RepositoryDetailActionCreator(
      repository: repository, urlOpener: environment.urlOpener, dispatcher: dispatcher)
    return RepositoryDetailViewController(actionCreator: actionCreator, store: store)
  }
}
