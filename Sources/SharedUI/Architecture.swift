import RepositorySearch
import TerminalUI

/// One way of building the search screen: the facts the kit's tools need about it, and its
/// composition root.
///
/// Each architecture module offers one as a static member in its `Architecture+Entry.swift`
/// (`Architecture.mvp`). The demo executable hands it to the launcher; the registry lists every
/// one, and the conformance suite, the end-to-end tests and the scripts read the registry.
public struct Architecture: Sendable, CustomStringConvertible {
  /// The name shown in the title line and the compliance matrix, such as `MVP`.
  public let name: String
  /// The demo executable that runs it, such as `mvp-demo`.
  public let executable: String
  /// Its folder under `Sources/`, such as `MVP`.
  public let folder: String
  /// One line on what it shows, for the README table and the tools.
  public let summary: String
  /// The role that holds its screens' logic, by which iOS developers group architectures.
  public let family: Family
  private let makeRoot: @MainActor @Sendable (AppEnvironment) -> ViewController

  /// Creates an architecture from its facts and its composition root.
  public init(
    name: String,
    executable: String,
    folder: String,
    summary: String,
    family: Family,
    makeRootViewController: @escaping @MainActor @Sendable (AppEnvironment) -> ViewController
  ) {
    self.name = name
    self.executable = executable
    self.folder = folder
    self.summary = summary
    self.family = family
    makeRoot = makeRootViewController
  }

  /// The role that holds a screen's logic: what a learner compares first, and what the checks
  /// that hold for "every MVVM" or "every store" ask of an architecture (never its name).
  public enum Family: String, Sendable, CaseIterable {
    /// The view controller decides and sets its views itself: Apple-style MVC.
    case viewController
    /// A presenter decides and tells a passive view what to do: MVP and its kin (a router,
    /// VIPER's interactor).
    case presenter
    /// A view model owns the screen's state and says only that it changed; the view reads it
    /// and renders it: the MVVMs, whatever notifies the view (a closure, observation) and
    /// whoever navigates (the view, a coordinator).
    case viewModel
    /// Views send actions; a store, changed only by them, owns the state the views render:
    /// Flux and Redux.
    case store
  }

  /// Whether its views render state they read (a view model's or a store's) rather than do as
  /// they are told: true for the view-model and store families.
  public var viewRendersState: Bool { family == .viewModel || family == .store }

  /// Builds the first screen, with every collaborator taken from `environment`, under the
  /// title line.
  ///
  /// Two collaborators are wrapped on the way, the same for every architecture: the URL
  /// opener in a ``WebPageOpener``, so that none can open an address that is not a web page,
  /// and the search service in an `IncompleteResultsMonitor`, whose answer the title line
  /// shows as "results may be incomplete".
  @MainActor
  public func makeRootViewController(_ environment: AppEnvironment) -> ViewController {
    var environment = environment
    environment.urlOpener = WebPageOpener(wrapping: environment.urlOpener)
    let monitor = IncompleteResultsMonitor(wrapping: environment.searchService)
    environment.searchService = monitor
    let titleBar = TitleBarController(
      title: "SideBySide · \(name) · \(environment.dataSourceName)",
      contentViewController: makeRoot(environment))
    monitor.onChange = { [weak titleBar] mayBeIncomplete in
      titleBar?.notice = mayBeIncomplete ? Self.incompleteResultsNotice : nil
    }
    return titleBar
  }

  /// What the title line adds while GitHub says the latest results may be incomplete.
  public static let incompleteResultsNotice = "results may be incomplete"

  /// The name, so that parameterized tests read `S1 launch (MVP)`.
  public var description: String { name }
}
