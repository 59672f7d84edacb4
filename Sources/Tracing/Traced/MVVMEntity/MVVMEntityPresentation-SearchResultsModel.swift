// swift-format-ignore-file
// Generated from Sources/MVVMEntity/Presentation/SearchResultsModel.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/MVVMEntity/Presentation/SearchResultsModel.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's Model: owns the repositories found (the entities) and where the search
/// that found them stands — its query, the last page, what is loading — and tells its view
/// model of every change.
///
/// ``Assembly`` creates it; the search view model owns it, sets on it what the repository
/// answered, and listens through ``onChange``. It fetches nothing and knows nothing of screens
/// or wording.
@MainActor
package final class SearchResultsModel {
  /// Called after every change, for the view model to read the model again.
  package var onChange: (() -> Void)?
  /// The query the repositories are for: the last one searched.
  package private(set) var query: SearchQuery?
  /// The repositories loaded so far, in the order the service ranked them.
  package private(set) var repositories: [Repository] = [] {
    didSet { resultsVersion += 1 }
  }
  /// The last page loaded, which says how many match and whether more pages exist.
  package private(set) var lastPage: SearchPage?
  /// True while the first page of ``query`` loads.
  package private(set) var isLoading = false
  /// True while the next page loads.
  package private(set) var isLoadingMore = false
  /// Changes whenever ``repositories`` do.
  package private(set) var resultsVersion = 0

  /// Creates an empty model.
  package init() { Trace.enter("MVVMEntity", "SearchResultsModel", "init()"); Trace.exit()}

  /// Starts over for `query`: no repositories until its first page is set.
  package func startSearch(for query: SearchQuery) { Trace.enter("MVVMEntity", "SearchResultsModel", "startSearch(for:)"); defer { Trace.exit() }
    self.query = query
    repositories = []
    lastPage = nil
    isLoadingMore = false
    isLoading = true
    onChange?()
  }

  /// Marks the page after ``lastPage`` as loading.
  package func startLoadingMore() { Trace.enter("MVVMEntity", "SearchResultsModel", "startLoadingMore()"); defer { Trace.exit() }
    isLoadingMore = true
    onChange?()
  }

  /// Sets a page that was fetched: the first replaces the repositories, a later one is appended.
  package func setPage(_ page: SearchPage) { Trace.enter("MVVMEntity", "SearchResultsModel", "setPage(_:)"); defer { Trace.exit() }
    repositories = page.page == 1 ? page.items : repositories + page.items
    lastPage = page
    isLoading = false
    isLoadingMore = false
    onChange?()
  }

  /// Ends the loading that failed; the repositories already loaded stay.
  package func stopLoading() { Trace.enter("MVVMEntity", "SearchResultsModel", "stopLoading()"); defer { Trace.exit() }
    isLoading = false
    isLoadingMore = false
    onChange?()
  }
}
