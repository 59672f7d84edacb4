import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The detail screen's action creator with an opener spy and a spy dispatcher.
@MainActor
@Suite struct RepositoryDetailActionCreatorTests {
  let repository = Repository.sample(id: 7, name: "swift", owner: "swiftlang")
  let urlOpener = URLOpenerSpy()
  let dispatcher = DispatcherSpy()
  let actionCreator: RepositoryDetailActionCreator

  init() {
    actionCreator = RepositoryDetailActionCreator(
      repository: repository, urlOpener: urlOpener, dispatcher: dispatcher)
  }

  @Test func opensThePageAndSaysSo() {
    actionCreator.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(dispatcher.actions == [.openedInBrowser(repository)])
  }

  @Test func saysWhenNoBrowserCouldOpenIt() {
    urlOpener.canOpen = false
    actionCreator.openButtonClicked()
    #expect(dispatcher.actions == [.browserUnavailable(repository)])
  }

  @Test func dispatchesTheDismissedAlertForItsRepository() {
    actionCreator.alertDismissed()
    #expect(dispatcher.actions == [.detailAlertDismissed(repository)])
  }
}
