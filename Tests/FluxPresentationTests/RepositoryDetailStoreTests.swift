import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The detail screen's store alone: actions about its repository in, state out.
@MainActor
@Suite struct RepositoryDetailStoreTests {
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
  let store: RepositoryDetailStore

  init() {
    store = RepositoryDetailStore(repository: repository)
  }

  @Test func showsItsRepositoryNotYetOpened() {
    #expect(store.repository == repository)
    #expect(!store.isOpenedInBrowser)
    #expect(store.alert == nil)
  }

  @Test func recordsThatThePageWasOpened() {
    var changes = 0
    store.onChange = { changes += 1 }
    store.handle(.openedInBrowser(repository))
    #expect(store.isOpenedInBrowser)
    #expect(changes == 1)
  }

  @Test func showsTheAddressUntilTheAlertIsDismissed() {
    store.handle(.browserUnavailable(repository))
    #expect(store.alert == .browserUnavailable(for: repository.htmlURL))
    store.handle(.alertDismissed)
    #expect(store.alert != nil, "the search screen's alert is not this one")
    store.handle(.detailAlertDismissed(repository))
    #expect(store.alert == nil)
  }

  @Test func ignoresActionsAboutAnotherRepositoryAndTheSearchScreen() throws {
    var changes = 0
    store.onChange = { changes += 1 }
    let other = Repository.sample(id: 8)
    store.handle(.openedInBrowser(other))
    store.handle(.browserUnavailable(other))
    store.handle(.searchStarted(try SearchQuery("swift"), asYouType: false))
    store.handle(.detailClosed)
    #expect(!store.isOpenedInBrowser)
    #expect(store.alert == nil)
    #expect(changes == 0)
  }
}
