import ReduxPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Redux

/// The composition root wires one store for the app: each view shares it, the store holds
/// nothing of the views, and it goes with the last view that holds it.
@MainActor
@Suite struct AssemblyTests {
  let service = ScriptedSearchService()
  let urlOpener = URLOpenerSpy()
  let clock = ManualClock()
  let assembly: Assembly

  init() {
    assembly = Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: clock,
        dataSourceName: "scripted service"))
  }

  @Test func bothScreensShareTheOneStore() {
    let screen = assembly.makeSearchScreen()
    let detail = assembly.makeRepositoryDetailScreen(for: .sample())
    #expect(screen.store === assembly.store)
    #expect(detail.store === assembly.store)
  }

  @Test func theStoreIsReleasedWithTheViewsThatShareIt() {
    weak var store: Store<SearchState, SearchAction>?
    var screen: SearchViewController? = Assembly(
      environment: AppEnvironment(
        searchService: service, urlOpener: urlOpener, clock: clock,
        dataSourceName: "scripted service")
    ).makeSearchScreen()
    _ = screen?.view
    store = screen?.store
    #expect(store != nil)
    screen = nil
    #expect(store == nil, "the views are the store's only owners")
  }

  @Test func theStoreDoesNotKeepAViewAlive() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    screen = nil
    #expect(weakScreen == nil)
    let reachable = ObjectGraph.objects(reachableFrom: assembly.store)
    #expect(!reachable.contains { $0 is ViewController || $0 is View })
  }
}
