// Generated from Sources/VIPER/UI/Router.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/UI/Router.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI


/// The app's one wireframe, for both modules: assembles each screen's module and asks the root
/// container to show it.
///
/// objc.io gives each module a wireframe of its own under a root wireframe; with two screens,
/// one router plays all three parts. It is the one place that knows which screen follows
/// which, and how a module is assembled: interactor, presenter, view, then the weak references
/// back (`interactor.output`, `presenter.view`). The root view controller owns it; presenters
/// reach it through `SearchRouting` and `RepositoryDetailRouting`, weakly. It keeps the search
/// screen alive while the detail screen shows, so that going back finds it exactly as it was.
/// It makes the data manager, and hands it to each module's interactor and the detail module a
/// repository's identifier: no entity passes through it.
@MainActor
final class Router {
  /// Where screens are shown; weak because the root owns the router.
  weak var container: (any RootContainer)?

  /// The one way the modules' interactors reach the data, over the environment's model, handed
  /// to each module it assembles.
  private(set) lazy var dataManager = RepositoryDataManager(service: environment.searchService)
  private let environment: AppEnvironment
  private var searchScreen: SearchViewController?

  /// Creates a router that builds screens from `environment`'s collaborators.
  init(environment: AppEnvironment) { Trace.enter("VIPER", "Router", "init(environment:)"); defer { Trace.exit() }
    self.environment = environment
  }

  /// Shows the search screen: built the first time, the same instance every time after.
  func showSearchScreen() { Trace.enter("VIPER", "Router", "showSearchScreen()"); defer { Trace.exit() }
    let screen = searchScreen ?? makeSearchScreen()
    searchScreen = screen
    container?.show(screen)
  }

  /// The search module: its view, presenter and interactor, searching through the
  /// environment's model.
  func makeSearchScreen() -> SearchViewController { Trace.enter("VIPER", "Router", "makeSearchScreen()"); defer { Trace.exit() }
    let interactor = SearchInteractor(dataManager: dataManager)
    let presenter = SearchPresenter(interactor: interactor, clock: environment.clock, router: self)
    interactor.output = presenter
    let viewController = SearchViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }

  /// The detail module for the repository `id`: its view, presenter and interactor; nil when
  /// the search has no such repository.
  func makeRepositoryDetailScreen(for id: Int) -> RepositoryDetailViewController? { Trace.enter("VIPER", "Router", "makeRepositoryDetailScreen(for:)"); defer { Trace.exit() }
    guard
      let interactor = RepositoryDetailInteractor(
        id: id, dataManager: dataManager, urlOpener: environment.urlOpener)
    else { return nil }
    let presenter = RepositoryDetailPresenter(interactor: interactor, router: self)
    let viewController = RepositoryDetailViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}

extension Router: SearchRouting {
  func showRepositoryDetail(for id: Int) { Trace.enter("VIPER", "Router", "showRepositoryDetail(for:)"); defer { Trace.exit() }
    guard let screen = makeRepositoryDetailScreen(for: id) else { return }
    container?.show(screen)
  }
}

extension Router: RepositoryDetailRouting {
  func closeRepositoryDetail() { Trace.enter("VIPER", "Router", "closeRepositoryDetail()"); defer { Trace.exit() }
    showSearchScreen()
  }
}
