import Foundation
import MVVMModelPresentation
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

  private func recordChanges() -> () -> [RepositoryDetailViewModel.Change] {
    var changes: [RepositoryDetailViewModel.Change] = []
    viewModel.onChange = { changes.append($0) }
    return { changes }
  }

  @Test func exposesItsRepositoryForTheViewToShow() {
    #expect(viewModel.repository == repository)
  }

  @Test func announcesWhenTheBrowserOpens() {
    let changes = recordChanges()
    viewModel.openButtonClicked()
    #expect(changes() == [.openedInBrowser])
    #expect(urlOpener.openedURLs == [repository.htmlURL])
  }

  @Test func offersTheAddressWhenNoBrowserOpens() {
    let changes = recordChanges()
    urlOpener.canOpen = false
    viewModel.openButtonClicked()
    #expect(changes() == [.alert(.browserUnavailable(for: repository.htmlURL))])
  }

  @Test func isReleasedWithItsOwner() {
    weak var released: RepositoryDetailViewModel?
    do {
      let viewModel = RepositoryDetailViewModel(repository: repository, urlOpener: urlOpener)
      viewModel.onChange = { _ in }
      released = viewModel
    }
    #expect(released == nil)
  }
}
