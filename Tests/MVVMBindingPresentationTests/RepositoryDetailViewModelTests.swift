import Foundation
import MVVMBindingPresentation
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

  @Test func exposesItsRepositoryForTheViewToShow() {
    #expect(viewModel.repository == repository)
    #expect(!viewModel.isOpenedInBrowser)
    #expect(viewModel.alert == nil)
  }

  @Test func opensTheBrowser() {
    viewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(viewModel.isOpenedInBrowser)
  }

  @Test func offersTheAddressUntilTheAlertIsDismissed() {
    urlOpener.canOpen = false
    viewModel.openButtonClicked()
    #expect(viewModel.alert == .browserUnavailable(for: repository.htmlURL))
    #expect(!viewModel.isOpenedInBrowser)
    viewModel.alertDismissed()
    #expect(viewModel.alert == nil)
  }

  @Test func isReleasedWithItsOwner() {
    weak var released: RepositoryDetailViewModel?
    do {
      let viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
      released = viewModel
    }
    #expect(released == nil)
  }
}
