// Generated from Sources/MVVMModel/Presentation/SearchResultsRepository.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMModel/Presentation/SearchResultsRepository.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's Repository, in the article's sense: the one place the entities come from.
///
/// The view model asks it for a page of a query's results, and it answers with them.
///
/// ``Assembly`` creates it with the search service; the search view model keeps it. It knows
/// nothing of the model or the screen: what it loaded goes back to whoever asked. A value with
/// no state of its own, so a request in flight holds no object alive.
@MainActor
package struct SearchResultsRepository {
  private let service: any RepositorySearchService

  /// Creates a repository that loads through `service`.
  package init(service: any RepositorySearchService) { Trace.enter("MVVMModel", "SearchResultsRepository", "init(service:)"); defer { Trace.exit() }
    self.service = service
  }

  /// Loads page `page` (starting at 1) of the repositories that match `query`.
  package func loadPage(_ page: Int, of query: SearchQuery) async -> Result<
    SearchPage, SearchError
  > { Trace.enter("MVVMModel", "SearchResultsRepository", "loadPage(_:of:)"); defer { Trace.exit() }
    return await service.loadPage(page, of: query)
  }
}
