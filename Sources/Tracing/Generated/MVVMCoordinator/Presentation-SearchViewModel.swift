// Generated from Sources/MVVMCoordinator/Presentation/SearchViewModel.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/Presentation/SearchViewModel.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's view model: owns the repositories (the plain structs this pattern calls
/// the Model) and the screen's state — what is loading, the alert, where the focus is;
/// validates, waits out typing pauses, asks the repository for the rows and hands the view each
/// row's display content, never a repository.
///
/// ``AppCoordinator`` creates it with the repository and the clock; the view controller owns it
/// and reads its state. It holds no reference to its view: it has no type to hold one by. It
/// reports which repository was chosen to its coordinator, which builds what comes next.
@MainActor
package final class SearchViewModel {
  /// Called after every change of state, for the view to read the state again.
  package var onChange: (() -> Void)?
  /// Where a chosen repository goes; weak because the coordinator owns the screen.
  package weak var coordinator: (any SearchCoordinating)?
  /// The query the rows and the spinner are for: the last one searched, by Enter or typing.
  package private(set) var query: SearchQuery?
  /// True while the first page of ``query`` loads (S4).
  package private(set) var isLoading = false
  /// True while the next page loads (S9).
  package private(set) var isLoadingMore = false
  /// The alert on screen until the person dismisses it (``alertDismissed()``).
  package private(set) var alert: SearchAlert?
  /// Where the focus is: the view reports the person's moves (``searchTextDidBeginEditing()``,
  /// ``didHighlightRow(at:)``).
  package private(set) var focus = Focus.searchBar

  private let repository: SearchResultsRepository
  private let clock: any Clock<Duration>
  private var repositories: [Repository] = []
  private var lastPage: SearchPage?
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a view model that loads through `repository` and times typing pauses on `clock`.
  package init(repository: SearchResultsRepository, clock: any Clock<Duration>) { Trace.enter("MVVMCoordinator", "SearchViewModel", "init(repository:clock:)"); defer { Trace.exit() }
    self.repository = repository
    self.clock = clock
  }

  /// The rows' identifiers, in the order the table shows them.
  package var repositoryIDs: [Int] { repositories.map(\.id) }

  /// What a row shows of its repository, or nil when the row no longer exists.
  package func rowContent(at row: Int) -> RepositoryRowContent? { Trace.enter("MVVMCoordinator", "SearchViewModel", "rowContent(at:)"); defer { Trace.exit() }
    return repositories.indices.contains(row) ? RepositoryRowContent(repositories[row]) : nil
  }

  /// The results line under the table, such as `30 of 1,234`; empty when there are no rows.
  package var summary: String {
    guard let lastPage, !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: lastPage.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) { Trace.enter("MVVMCoordinator", "SearchViewModel", "search(_:selectingFirstRow:)"); defer { Trace.exit() }
    typingPause?.cancel()
    task?.cancel()
    self.query = query
    repositories = []
    lastPage = nil
    isLoadingMore = false
    isLoading = true
    focus = .searchBar
    onChange?()
    task = Task { [weak self, repository] in Trace.resume("MVVMCoordinator", "SearchViewModel", "search(_:selectingFirstRow:)"); defer { Trace.exit() }
      let result = await repository.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, selectingFirstRow: selectingFirstRow)
    }
  }

  private func didFinishSearch(
    _ result: Result<SearchPage, SearchError>, selectingFirstRow: Bool
  ) { Trace.enter("MVVMCoordinator", "SearchViewModel", "didFinishSearch(_:selectingFirstRow:)"); defer { Trace.exit() }
    task = nil
    isLoading = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories = page.items
      if let query, page.items.isEmpty {
        alert = .noResults(for: query)
      } else if selectingFirstRow {
        focus = .row(0)
      }
    case .failure(let error):
      alert = .searchFailed(error)
    }
    onChange?()
  }

  // Clearing the query cancels its search in flight: no results arrive under an empty search
  // bar (S12). A page in flight belongs to the rows already on screen, and still comes.
  private func cancelSearch() { Trace.enter("MVVMCoordinator", "SearchViewModel", "cancelSearch()"); defer { Trace.exit() }
    guard let task, lastPage == nil else { return }
    task.cancel()
    self.task = nil
    query = nil
    isLoading = false
    onChange?()
  }

  private func loadNextPage() { Trace.enter("MVVMCoordinator", "SearchViewModel", "loadNextPage()"); defer { Trace.exit() }
    guard let query, let lastPage, lastPage.hasMorePages, task == nil else { return }
    isLoadingMore = true
    onChange?()
    task = Task { [weak self, repository] in Trace.resume("MVVMCoordinator", "SearchViewModel", "loadNextPage()"); defer { Trace.exit() }
      let result = await repository.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) { Trace.enter("MVVMCoordinator", "SearchViewModel", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    task = nil
    isLoadingMore = false
    switch result {
    case .success(let page):
      lastPage = page
      repositories += page.items
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      alert = .searchFailed(error)
    }
    onChange?()
  }
}

// MARK: - What the view tells its view model

/// The person's actions, named after UIKit's events, and the view's acknowledgement that an
/// alert is gone.
extension SearchViewModel {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  package func searchTextDidChange(_ text: String) { Trace.enter("MVVMCoordinator", "SearchViewModel", "searchTextDidChange(_:)"); defer { Trace.exit() }
    typingPause?.cancel()
    if text.isEmpty { cancelSearch() }
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != self.query
    else { return }
    typingPause = Task { [weak self, clock] in Trace.resume("MVVMCoordinator", "SearchViewModel", "searchTextDidChange(_:)"); defer { Trace.exit() }
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) { Trace.enter("MVVMCoordinator", "SearchViewModel", "searchButtonClicked(query:)"); defer { Trace.exit() }
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      alert = .invalidQuery(error)
      onChange?()
    }
  }

  /// The search bar took the focus: the person moved back to it (S5).
  package func searchTextDidBeginEditing() { Trace.enter("MVVMCoordinator", "SearchViewModel", "searchTextDidBeginEditing()"); defer { Trace.exit() }
    guard focus != .searchBar else { return }
    focus = .searchBar
    onChange?()
  }

  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  package func searchTextDidEndEditing() { Trace.enter("MVVMCoordinator", "SearchViewModel", "searchTextDidEndEditing()"); defer { Trace.exit() }
    typingPause?.cancel()
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) { Trace.enter("MVVMCoordinator", "SearchViewModel", "didSelectRow(at:)"); defer { Trace.exit() }
    guard repositories.indices.contains(row) else { return }
    coordinator?.repositorySelected(repositories[row])
  }

  /// A row is about to appear on screen; the last one asks for the next page.
  package func willDisplayRow(at row: Int) { Trace.enter("MVVMCoordinator", "SearchViewModel", "willDisplayRow(at:)"); defer { Trace.exit() }
    guard row == repositories.count - 1 else { return }
    loadNextPage()
  }

  /// The person moved to a row, with ↑/↓ or by moving into the list (S5).
  package func didHighlightRow(at row: Int) { Trace.enter("MVVMCoordinator", "SearchViewModel", "didHighlightRow(at:)"); defer { Trace.exit() }
    guard focus != .row(row) else { return }
    focus = .row(row)
    onChange?()
  }

  /// The person dismissed ``alert``.
  package func alertDismissed() { Trace.enter("MVVMCoordinator", "SearchViewModel", "alertDismissed()"); defer { Trace.exit() }
    alert = nil
    onChange?()
  }
}
