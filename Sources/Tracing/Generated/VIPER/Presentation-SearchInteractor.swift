// Generated from Sources/VIPER/Presentation/SearchInteractor.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractor.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's interactor: owns the use case "search repositories, page by page" —
/// the query, where paging stands, and the one search or page load in flight — reads each page
/// through its data manager, and hands its presenter the page's repositories as plain
/// ``RepositoryItem``s of raw values to format.
///
/// It keeps no results: the entities are its data manager's, and the rows are what its
/// presenter keeps of the items it was handed. ``Router`` creates it with the data manager it
/// shares with the detail module; the presenter owns it, and it reports back to the presenter
/// through a weak ``SearchInteractorOutput``. It knows nothing about screens.
@MainActor
package final class SearchInteractor {
  /// Where the outcomes go; weak because the presenter owns the interactor.
  package weak var output: (any SearchInteractorOutput)?

  package private(set) var query: SearchQuery?
  private let dataManager: RepositoryDataManager
  // Where paging stands, as the last page loaded said; its repositories are the data manager's.
  private var lastPage: (number: Int, totalCount: Int, hasMorePages: Bool)?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?

  /// Creates an interactor that reads its pages through `dataManager`.
  package init(dataManager: RepositoryDataManager) { Trace.enter("VIPER", "SearchInteractor", "init(dataManager:)"); defer { Trace.exit() }
    self.dataManager = dataManager
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>) { Trace.enter("VIPER", "SearchInteractor", "didFinishSearch(_:)"); defer { Trace.exit() }
    task = nil
    output?.didFinishSearch(result.map(items(of:)))
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) { Trace.enter("VIPER", "SearchInteractor", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    task = nil
    // A failed page keeps `lastPage`, so that the same page is asked for again.
    output?.didFinishLoadingMore(result.map(items(of:)))
  }

  // The page's repositories as plain items, once paging has noted what the page said.
  private func items(of page: SearchPage) -> [RepositoryItem] { Trace.enter("VIPER", "SearchInteractor", "items(of:)"); defer { Trace.exit() }
    lastPage = (page.page, page.totalCount, page.hasMorePages)
    return page.items.map(Self.item)
  }

  // The entity stays here: the presenter gets the raw values its row needs, and formats them.
  private static func item(_ repository: Repository) -> RepositoryItem { Trace.enter("VIPER", "SearchInteractor", "item(_:)"); defer { Trace.exit() }
    return RepositoryItem(
      id: repository.id, fullName: repository.fullName,
      stargazersCount: repository.stargazersCount, language: repository.language,
      description: repository.description)
  }
}

extension SearchInteractor: SearchInteractorInput {
  package var totalCount: Int { lastPage?.totalCount ?? 0 }

  package func search(_ query: SearchQuery) { Trace.enter("VIPER", "SearchInteractor", "search(_:)"); defer { Trace.exit() }
    task?.cancel()
    self.query = query
    lastPage = nil
    task = dataManager.loadPage(1, of: query) { [weak self] in self?.didFinishSearch($0) }
  }

  package func cancelSearch() -> Bool { Trace.enter("VIPER", "SearchInteractor", "cancelSearch()"); defer { Trace.exit() }
    guard let task, lastPage == nil else { return false }
    task.cancel()
    self.task = nil
    query = nil
    return true
  }

  package func loadNextPage() { Trace.enter("VIPER", "SearchInteractor", "loadNextPage()"); defer { Trace.exit() }
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    output?.didStartLoadingMore()
    task = dataManager.loadPage(lastPage.number + 1, of: query) { [weak self] in
      self?.didFinishLoadingMore($0)
    }
  }
}
