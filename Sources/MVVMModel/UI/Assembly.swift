import MVVMModelPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// The composition root: builds the search screen — view model, then view — from the
/// environment, and the detail screen around the view model the search screen's view model
/// made for the row chosen.
///
/// The view never creates its view model, and the view model is handed nothing of the view:
/// the view reads its state itself.
@MainActor
struct Assembly {
  /// The collaborators from outside: the search service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController {
    NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its view model, which owns the results.
  func makeSearchScreen() -> SearchViewController {
    let viewModel = SearchViewModel(
      repository: SearchResultsRepository(service: environment.searchService),
      clock: environment.clock, urlOpener: environment.urlOpener)
    return SearchViewController(viewModel: viewModel, assembly: self)
  }

  /// The detail screen for `viewModel`, which the search view model made for the row chosen.
  func makeRepositoryDetailScreen(for viewModel: RepositoryDetailViewModel) -> ViewController {
    RepositoryDetailViewController(viewModel: viewModel)
  }
}
