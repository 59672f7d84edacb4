import MVVMBindingPresentation
import RepositorySearch
import TestSupport
import Testing

@MainActor
@Suite struct RepositoryDetailViewModelTests {
  let repository = Repository.sample(name: "swift", owner: "swiftlang")

  @Test func opensThePageAndSaysSo() {
    let urlOpener = URLOpenerSpy(canOpen: true)
    let viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
    #expect(!viewModel.isOpenedInBrowser)
    viewModel.openButtonClicked()
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(viewModel.isOpenedInBrowser)
    #expect(viewModel.alert == nil)
  }

  @Test func offersTheAddressOnceWhenNoBrowserOpens() {
    let viewModel = RepositoryDetailViewModel(
      repository: repository, urlOpener: URLOpenerSpy(canOpen: false))
    viewModel.openButtonClicked()
    #expect(viewModel.alert == .browserUnavailable(for: repository.htmlURL))
    #expect(!viewModel.isOpenedInBrowser)
    viewModel.didPresentAlert()
    #expect(viewModel.alert == nil)
  }
}
