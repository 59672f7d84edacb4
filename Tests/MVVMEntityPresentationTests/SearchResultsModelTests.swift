import MVVMEntityPresentation
import RepositorySearch
import TestSupport
import Testing

/// The model alone: no repository, no view model, no view; it holds what it is given and says
/// that it changed, once a change.
@MainActor
@Suite struct SearchResultsModelTests {
  let model = SearchResultsModel()
  let changes = ChangeCount()

  @MainActor
  final class ChangeCount {
    var value = 0
  }

  init() {
    model.onChange = { [changes] in changes.value += 1 }
  }

  @Test func removingAllStartsOver() {
    model.setPage(.sample(page: 1, of: 3))
    model.removeAll()
    #expect(model.repositories.isEmpty)
    #expect(model.lastPage == nil)
    #expect(changes.value == 2)
  }

  @Test func theFirstPageReplacesTheRepositoriesAndALaterOneIsAppended() {
    model.setPage(.sample(page: 1, of: 45))
    #expect(model.repositories == Array(Repository.samples(count: 45).prefix(30)))
    model.setPage(.sample(page: 2, of: 45))
    #expect(model.repositories == Repository.samples(count: 45))
    #expect(model.lastPage?.page == 2)
    model.setPage(.sample(page: 1, of: 3))
    #expect(model.repositories == Repository.samples(count: 3))
    #expect(changes.value == 3)
  }
}
