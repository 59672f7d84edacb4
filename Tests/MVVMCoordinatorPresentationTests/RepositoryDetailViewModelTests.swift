import Foundation
import MVVMCoordinatorPresentation
import RepositorySearch
import TestSupport
import Testing

@MainActor
@Suite struct RepositoryDetailViewModelTests {
  let repository = Repository.sample(name: "swift", owner: "swiftlang")
  let urlOpener = URLOpenerSpy(canOpen: true)
  let viewModel: RepositoryDetailViewModel

  init() {
    viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
  }

  private func countChanges() -> () -> Int {
    var count = 0
    viewModel.onChange = { count += 1 }
    return { count }
  }

  @Test func exposesItsRepositoryForTheViewToShow() {
    #expect(viewModel.repository == repository)
    #expect(!viewModel.isOpenedInBrowser)
    #expect(viewModel.alert == nil)
  }

  @Test func opensTheBrowserAndSaysItChanged() {
    let changes = countChanges()
    viewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(viewModel.isOpenedInBrowser)
    #expect(changes() == 1)
  }

  @Test func offersTheAddressUntilTheAlertIsDismissed() {
    let changes = countChanges()
    urlOpener.canOpen = false
    viewModel.openButtonClicked()
    #expect(viewModel.alert == .browserUnavailable(for: repository.htmlURL))
    #expect(!viewModel.isOpenedInBrowser)
    viewModel.alertDismissed()
    #expect(viewModel.alert == nil)
    #expect(changes() == 2)
  }

  @Test func isReleasedWithItsOwner() {
    weak var released: RepositoryDetailViewModel?
    do {
      let viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
      viewModel.onChange = {}
      released = viewModel
    }
    #expect(released == nil)
  }

  @Test func tellsItsCoordinatorThatTheScreenIsGone() {
    let coordinator = RepositoryDetailCoordinatorSpy()
    viewModel.coordinator = coordinator
    let changes = countChanges()
    viewModel.detailClosed()
    #expect(coordinator.closedCount == 1)
    #expect(changes() == 0, "nothing on the screen changed")
  }

  @Test func holdsItsCoordinatorWeakly() {
    weak var released: RepositoryDetailCoordinatorSpy?
    do {
      let coordinator = RepositoryDetailCoordinatorSpy()
      viewModel.coordinator = coordinator
      released = coordinator
    }
    #expect(released == nil, "the coordinator owns the screen, not the other way round")
    viewModel.detailClosed()
  }
}
