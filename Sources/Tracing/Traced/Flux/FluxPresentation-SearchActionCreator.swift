// swift-format-ignore-file
// Generated from Sources/Flux/Presentation/SearchActionCreator.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/Flux/Presentation/SearchActionCreator.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's action creator: receives the view's events, validates, waits out typing
/// pauses, searches through the service and dispatches what happened.
///
/// Every effect of the screen lives here; the store only records the outcome.
/// ``Assembly`` creates it with the service, the clock, the dispatcher and the store it reads
/// (the query shown, the rows, the next page); the view controller owns it. It holds no
/// reference to any view, and it changes no state but its own two tasks.
@MainActor
package final class SearchActionCreator {
  private let service: any RepositorySearchService
  private let clock: any Clock<Duration>
  private let dispatcher: any Dispatching
  private let store: SearchStore
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates an action creator that searches through `service`, times typing pauses on
  /// `clock`, dispatches to `dispatcher` and reads the screen's state from `store`.
  package init(
    service: any RepositorySearchService, clock: any Clock<Duration>,
    dispatcher: any Dispatching, store: SearchStore
  ) { Trace.enter("Flux", "SearchActionCreator", "init(service:clock:dispatcher:store:)"); defer { Trace.exit() }
    self.service = service
    self.clock = clock
    self.dispatcher = dispatcher
    self.store = store
  }

  private func search(_ query: SearchQuery, focusingFirstRow: Bool) { Trace.enter("Flux", "SearchActionCreator", "search(_:focusingFirstRow:)"); defer { Trace.exit() }
    typingPause?.cancel()
    task?.cancel()
    dispatcher.dispatch(.searchStarted(query))
    task = Task { [weak self, service] in Trace.resume("Flux", "SearchActionCreator", "search(_:focusingFirstRow:)"); defer { Trace.exit() }
      let result = await service.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, focusingFirstRow: focusingFirstRow)
    }
  }

  private func didFinishSearch(_ result: Result<SearchPage, SearchError>, focusingFirstRow: Bool) { Trace.enter("Flux", "SearchActionCreator", "didFinishSearch(_:focusingFirstRow:)"); defer { Trace.exit() }
    task = nil
    switch result {
    case .success(let page):
      dispatcher.dispatch(.searchLoaded(page, focusingFirstRow: focusingFirstRow))
    case .failure(let error):
      dispatcher.dispatch(.searchFailed(error))
    }
  }

  private func loadNextPage() { Trace.enter("Flux", "SearchActionCreator", "loadNextPage()"); defer { Trace.exit() }
    guard let query = store.query, let nextPage = store.nextPage, task == nil else { return }
    dispatcher.dispatch(.loadingMoreStarted)
    task = Task { [weak self, service] in Trace.resume("Flux", "SearchActionCreator", "loadNextPage()"); defer { Trace.exit() }
      let result = await service.loadPage(nextPage, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) { Trace.enter("Flux", "SearchActionCreator", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    task = nil
    switch result {
    case .success(let page):
      dispatcher.dispatch(.nextPageLoaded(page))
    case .failure(let error):
      dispatcher.dispatch(.nextPageFailed(error))
    }
  }
}

// MARK: - What the view tells its action creator

/// The person's actions, named after UIKit's events, and the view's acknowledgements that an
/// alert or a pushed screen is gone.
extension SearchActionCreator {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  package func searchTextDidChange(_ text: String) { Trace.enter("Flux", "SearchActionCreator", "searchTextDidChange(_:)"); defer { Trace.exit() }
    typingPause?.cancel()
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != store.query
    else { return }
    typingPause = Task { [weak self, clock] in Trace.resume("Flux", "SearchActionCreator", "searchTextDidChange(_:)"); defer { Trace.exit() }
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, focusingFirstRow: false)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) { Trace.enter("Flux", "SearchActionCreator", "searchButtonClicked(query:)"); defer { Trace.exit() }
    do {
      search(try SearchQuery(text), focusingFirstRow: true)
    } catch {
      dispatcher.dispatch(.queryRejected(error))
    }
  }

  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  package func searchTextDidEndEditing() { Trace.enter("Flux", "SearchActionCreator", "searchTextDidEndEditing()"); defer { Trace.exit() }
    typingPause?.cancel()
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) { Trace.enter("Flux", "SearchActionCreator", "didSelectRow(at:)"); defer { Trace.exit() }
    guard let repository = store.repository(at: row) else { return }
    dispatcher.dispatch(.repositorySelected(repository))
  }

  /// A row is about to appear on screen; the last one asks for the next page.
  package func willDisplayRow(at row: Int) { Trace.enter("Flux", "SearchActionCreator", "willDisplayRow(at:)"); defer { Trace.exit() }
    guard row == store.numberOfRepositories - 1 else { return }
    loadNextPage()
  }

  /// The person dismissed the alert.
  package func alertDismissed() { Trace.enter("Flux", "SearchActionCreator", "alertDismissed()"); defer { Trace.exit() }
    dispatcher.dispatch(.alertDismissed)
  }

  /// The person went back from the detail screen.
  package func detailClosed() { Trace.enter("Flux", "SearchActionCreator", "detailClosed()"); defer { Trace.exit() }
    dispatcher.dispatch(.detailClosed)
  }
}
