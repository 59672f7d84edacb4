import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// Every field of the detail store's state, as a history asserts it.
struct RepositoryDetailStoreState: Equatable {
  var isOpenedInBrowser: Bool
  var alert: SearchAlert?

  /// What `store` says now, every field.
  @MainActor
  init(_ store: RepositoryDetailStore) {
    isOpenedInBrowser = store.isOpenedInBrowser
    alert = store.alert
  }
}

/// The detail screen's store alone: actions about its repository in, state out, read through
/// observation as its view reads it.
@MainActor
@Suite struct RepositoryDetailStoreTests {
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
  let store: RepositoryDetailStore
  let history: StateHistory<RepositoryDetailStoreState>

  init() {
    store = RepositoryDetailStore(repository: repository)
    history = StateHistory(initial: RepositoryDetailStoreState(store))
    history.observe { [store] in RepositoryDetailStoreState(store) }
  }

  @Test func showsItsRepositoryNotYetOpened() {
    #expect(store.repository == repository)
    #expect(!store.isOpenedInBrowser)
    #expect(store.alert == nil)
  }

  @Test func recordsThatThePageWasOpened() async {
    store.handle(.openedInBrowser(repository))
    await settle()
    #expect(history.check { $0.isOpenedInBrowser = true } == .matches)
  }

  @Test func showsTheAddressUntilTheAlertIsDismissed() async {
    store.handle(.browserUnavailable(repository))
    await settle()
    #expect(history.check { $0.alert = .browserUnavailable(for: repository.htmlURL) } == .matches)
    store.handle(.alertDismissed)
    await settle()
    #expect(history.check() == .matches, "the search screen's alert is not this one")
    store.handle(.detailAlertDismissed(repository))
    await settle()
    #expect(history.check { $0.alert = nil } == .matches)
  }

  @Test func ignoresActionsAboutAnotherRepositoryAndTheSearchScreen() async throws {
    let other = Repository.sample(id: 8)
    store.handle(.openedInBrowser(other))
    store.handle(.browserUnavailable(other))
    store.handle(.searchStarted(try SearchQuery("swift"), asYouType: false))
    store.handle(.detailClosed)
    await settle()
    #expect(history.check() == .matches)
  }
}
