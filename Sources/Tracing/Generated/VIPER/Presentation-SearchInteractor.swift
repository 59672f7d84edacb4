// Generated from Sources/VIPER/Presentation/SearchInteractor.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractor.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's interactor: owns the use case "search repositories, page by page" —
/// the query, the results loaded so far, the last page, and the one search or page load in
/// flight — asks the model's service for each page, and maps each `Repository` to a plain
/// ``RepositoryItem`` of raw values for its presenter to format.
///
/// ``Router`` creates it with the service and the data manager it fills with the entities; the
/// presenter owns it, and it reports back to the presenter through a weak
/// ``SearchInteractorOutput``. It knows nothing about screens.
@MainActor
package final class SearchInteractor {
  /// Where the outcomes go; weak because the presenter owns the interactor.
  package weak var output: (any SearchInteractorOutput)?

  package private(set) var query: SearchQuery?
  package private(set) var repositories: [RepositoryItem] = []
  private let service: any RepositorySearchService
  private let dataManager: RepositoryDataManager
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?

  /// Creates an interactor that searches through `service` and keeps the entities in
  /// `dataManager`.
  package init(service: any RepositorySearchService, dataManager: RepositoryDataManager) { Trace.enter("VIPER", "SearchInteractor", "init(service:dataManager:)"); defer { Trace.exit() }
    self.service = service
    self.dataManager = dataManager
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>) { Trace.enter("VIPER", "SearchInteractor", "didFinishSearch(_:)"); defer { Trace.exit() }
    task = nil
    if case .success(let page) = result {
      lastPage = page
      dataManager.repositories = page.items
      repositories = page.items.map(Self.item)
    }
    output?.didFinishSearch(result.map { _ in repositories })
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) { Trace.enter("VIPER", "SearchInteractor", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    task = nil
    // A failed page keeps `lastPage`, so that the same page is asked for again.
    if case .success(let page) = result {
      lastPage = page
      dataManager.repositories += page.items
      repositories += page.items.map(Self.item)
    }
    output?.didFinishLoadingMore(result.map { _ in repositories })
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
    repositories = []
    dataManager.repositories = []
    lastPage = nil
    task = Task { [weak self, service] in Trace.resume("VIPER", "SearchInteractor", "search(_:)"); defer { Trace.exit() }
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result)
    }
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
    task = Task { [weak self, service] in Trace.resume("VIPER", "SearchInteractor", "loadNextPage()"); defer { Trace.exit() }
      let result = await service.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }
}
