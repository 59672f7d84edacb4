import MVVMEntityPresentation
import RepositorySearch
import TestSupport
import Testing

/// The model alone: no repository, no view model, no view; it holds what it is given and says
/// that it changed.
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

  @Test func aSearchStartsOverAndLoads() throws {
    model.startSearch(for: try SearchQuery("rust"))
    model.setPage(.sample(page: 1, of: 3))
    let version = model.resultsVersion
    model.startSearch(for: try SearchQuery("swift"))
    #expect(model.query?.text == "swift")
    #expect(model.repositories.isEmpty)
    #expect(model.lastPage == nil)
    #expect(model.isLoading)
    #expect(model.resultsVersion != version)
    #expect(changes.value == 3)
  }

  @Test func theFirstPageReplacesTheRepositoriesAndALaterOneIsAppended() throws {
    model.startSearch(for: try SearchQuery("swift"))
    model.setPage(.sample(page: 1, of: 45))
    #expect(!model.isLoading)
    #expect(model.repositories == Array(Repository.samples(count: 45).prefix(30)))
    model.startLoadingMore()
    #expect(model.isLoadingMore)
    let version = model.resultsVersion
    model.setPage(.sample(page: 2, of: 45))
    #expect(!model.isLoadingMore)
    #expect(model.repositories == Repository.samples(count: 45))
    #expect(model.lastPage?.page == 2)
    #expect(model.resultsVersion != version)
  }

  @Test func aFailedLoadKeepsTheRepositoriesAlreadyLoaded() throws {
    model.startSearch(for: try SearchQuery("swift"))
    model.setPage(.sample(page: 1, of: 45))
    model.startLoadingMore()
    let version = model.resultsVersion
    model.stopLoading()
    #expect(!model.isLoadingMore)
    #expect(model.repositories.count == 30)
    #expect(model.resultsVersion == version, "the rows did not change")
    #expect(changes.value == 4)
  }
}
