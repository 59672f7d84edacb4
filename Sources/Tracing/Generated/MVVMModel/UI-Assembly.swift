// Generated from Sources/MVVMModel/UI/Assembly.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMModel/UI/Assembly.swift", line: 1)
import Tracing; 
import RepositorySearch
import SharedUI
import TerminalUI

/// The composition root: builds each screen — view model, then view — from the environment.
///
/// The view never creates its view model, and the view model is handed nothing of the view:
/// the view reads its state itself.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController { Trace.enter("MVVMModel", "Assembly", "makeRootViewController()"); defer { Trace.exit() }
    return NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its view model, which owns the results.
  func makeSearchScreen() -> SearchViewController { Trace.enter("MVVMModel", "Assembly", "makeSearchScreen()"); defer { Trace.exit() }
    let viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: environment.searchService),
      clock: environment.clock)
    return SearchViewController(viewModel: viewModel, assembly: self)
  }

  /// The detail screen for `repository`, with its view model.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController { Trace.enter("MVVMModel", "Assembly", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    let viewModel = RepositoryDetailViewModel(
      repository: repository, urlOpener: environment.urlOpener)
    return RepositoryDetailViewController(viewModel: viewModel)
  }
}
