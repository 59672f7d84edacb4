import MVVMBindingPresentation
import RepositorySearch
import SharedUI
import TerminalUI

/// MVVM's composition root: builds each screen — model, view model, view — and hands the view
/// its view model.
///
/// Nothing is wired back: the view model never refers to its view, which finds out about
/// changes by observing the view model's state.
@MainActor
struct Assembly {
  /// The collaborators from outside: the model service, the URL opener, the clock.
  let environment: AppEnvironment

  /// The search screen in a navigation controller.
  func makeRootViewController() -> ViewController {
    NavigationController(rootViewController: makeSearchScreen())
  }

  /// The search screen with its view model, searching through the environment's model.
  func makeSearchScreen() -> SearchViewController {
    let viewModel = SearchViewModel(model: environment.searchService, clock: environment.clock)
    return SearchViewController(viewModel: viewModel, assembly: self)
  }

  /// The detail screen for `repository`, with its view model.
  func makeRepositoryDetailScreen(for repository: Repository) -> RepositoryDetailViewController {
    let viewModel = RepositoryDetailViewModel(
      repository: repository, urlOpener: environment.urlOpener)
    return RepositoryDetailViewController(viewModel: viewModel)
  }
}
