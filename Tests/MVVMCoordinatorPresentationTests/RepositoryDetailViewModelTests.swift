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

  @Test func handsTheViewWhatToShowOfItsRepository() {
    let content = viewModel.content
    #expect(content == RepositoryDetailContent(repository))
    #expect(content.fullName == "swiftlang/swift")
    #expect(content.description == "A sample repository.")
    #expect(content.stars == "100")
    #expect(content.language == "Swift")
    #expect(content.url == "https://github.com/swiftlang/swift")
    #expect(content.canOpenInBrowser)
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
}
