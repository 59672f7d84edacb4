// swift-format-ignore-file
// Generated from Sources/VIPER/Presentation/SearchInteractor.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/VIPER/Presentation/SearchInteractor.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's interactor: owns the use case "search repositories, page by page" —
/// the query, which page comes next, and the one search or page load in flight — and asks
/// the model's service for each page.
///
/// ``Router`` creates it with the service; the presenter owns it, and it reports back to the
/// presenter through a weak ``SearchInteractorOutput``. It knows nothing about screens.
@MainActor
package final class SearchInteractor {
  /// Where the outcomes go; weak because the presenter owns the interactor.
  package weak var output: (any SearchInteractorOutput)?

  package private(set) var query: SearchQuery?
  private let service: any RepositorySearchService
  // The page to ask for next; nil when paging has ended for this search (S9).
  private var nextPage: Int?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?

  /// Creates an interactor that searches through `service`.
  package init(service: any RepositorySearchService) { Trace.enter("VIPER", "SearchInteractor", "init(service:)"); defer { Trace.exit() }
    self.service = service
  }

  private func didFinishSearch(
    for query: SearchQuery, with result: Result<SearchPage, SearchError>
  ) { Trace.enter("VIPER", "SearchInteractor", "didFinishSearch(for:with:)"); defer { Trace.exit() }
    task = nil
    if case .success(let page) = result { nextPage = Self.pageAfter(page) }
    output?.didFinishSearch(for: query, with: result)
  }

  private func didFinishLoadingNextPage(with result: Result<SearchPage, SearchError>) { Trace.enter("VIPER", "SearchInteractor", "didFinishLoadingNextPage(with:)"); defer { Trace.exit() }
    task = nil
    // A failed page keeps `nextPage`, so that the same page is asked for again.
    if case .success(let page) = result { nextPage = Self.pageAfter(page) }
    output?.didFinishLoadingNextPage(with: result)
  }

  // A page with no rows ends paging, whatever total it claims; the 1,000-result cap is the
  // page's own `hasMorePages`.
  private static func pageAfter(_ page: SearchPage) -> Int? { Trace.enter("VIPER", "SearchInteractor", "pageAfter(_:)"); defer { Trace.exit() }
    return page.hasMorePages && !page.items.isEmpty ? page.page + 1 : nil
  }
}

extension SearchInteractor: SearchInteractorInput {
  package func search(_ query: SearchQuery) { Trace.enter("VIPER", "SearchInteractor", "search(_:)"); defer { Trace.exit() }
    task?.cancel()
    self.query = query
    nextPage = nil
    task = Task { [weak self, service] in Trace.resume("VIPER", "SearchInteractor", "search(_:)"); defer { Trace.exit() }
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(for: query, with: result)
    }
  }

  package func loadNextPage() { Trace.enter("VIPER", "SearchInteractor", "loadNextPage()"); defer { Trace.exit() }
    guard let query, let nextPage, task == nil else { return }
    output?.didStartLoadingNextPage()
    task = Task { [weak self, service] in Trace.resume("VIPER", "SearchInteractor", "loadNextPage()"); defer { Trace.exit() }
      let result = await service.loadPage(nextPage, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingNextPage(with: result)
    }
  }
}
