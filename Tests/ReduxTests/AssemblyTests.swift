import ReduxPresentation
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Redux

/// The composition root wires one store for the app: the search screen owns it, the detail
/// screen gets it scoped to the detail state, the store holds nothing of the views, and it goes
/// with the last view that holds it.
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

  @Test func theDetailScreenGetsTheSearchScreensStoreScopedToTheDetailState() async throws {
    let screen = assembly.makeSearchScreen()
    screen.store.send(.searchTextDidChange("swift"))
    screen.store.send(.searchButtonClicked)
    await settle(until: [service])
    try service.respond(to: "swift", with: .sample(page: 1, of: 3))
    await settle(until: [service])
    screen.store.send(.didSelectRow(at: 2))
    let scoped = try #require(screen.store.scope(state: \.detail, action: SearchAction.detail))
    let detail = assembly.makeRepositoryDetailScreen(for: scoped)
    #expect(detail.store.repository.name == "sample-3")
    detail.store.send(.openButtonClicked)
    await settle()
    #expect(screen.store.detail?.isOpenedInBrowser == true, "its action reached the app's store")
    #expect(urlOpener.openedURLs == [detail.store.repository.htmlURL])
  }

  @Test func theStoreIsReleasedWithTheViewsThatShareIt() {
    weak var store: Store<SearchState, SearchAction>?
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    store = screen?.store
    #expect(store != nil)
    screen = nil
    #expect(store == nil, "the views are the store's only owners")
  }

  @Test func theStoreDoesNotKeepAViewAlive() {
    var screen: SearchViewController? = assembly.makeSearchScreen()
    _ = screen?.view
    let store = screen?.store
    weak var weakScreen: SearchViewController?
    weakScreen = screen
    screen = nil
    #expect(store != nil)
    #expect(weakScreen == nil, "the store, still held, keeps no view")
  }
}
