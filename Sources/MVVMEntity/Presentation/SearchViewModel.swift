import RepositorySearch

/// The search screen's view model: mediates between the view and the model — turns the
/// model's repositories and loading state into what the screen shows, validates, and waits out
/// typing pauses before it asks the model to search.
///
/// ``Assembly`` creates it with the model and the clock; the view controller owns it and
/// listens through ``onChange``. It holds no reference to its view: it has no type to hold one by.
@MainActor
package final class SearchViewModel {
  /// Called after every change with what changed; the view sets it in `viewDidLoad`.
  package var onChange: ((Change) -> Void)?

  private let model: SearchResultsModel
  private let clock: any Clock<Duration>
  // Whether the search in flight came from Enter, which puts the focus on the first row (S13).
  private var selectsFirstRow = false
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a view model that shows `model` and times typing pauses on `clock`.
  package init(model: SearchResultsModel, clock: any Clock<Duration>) {
    self.model = model
    self.clock = clock
    // Weak: this view model owns the model, which keeps the closure.
    model.onChange = { [weak self] change in self?.modelDidChange(change) }
  }

  /// The query being searched while the spinner turns, or nil.
  package var searchingQuery: String? { model.isSearching ? model.query?.text : nil }

  /// True while the next page loads.
  package var isLoadingMore: Bool { model.isLoadingMore }

  /// The number of rows the table shows.
  package var numberOfRepositories: Int { model.repositories.count }

  /// The repository for a row, or nil when the row no longer exists.
  package func repository(at row: Int) -> Repository? {
    model.repositories.indices.contains(row) ? model.repositories[row] : nil
  }

  /// The results line under the table, such as `30 of 1,234`; empty when there are no rows.
  package var summary: String {
    guard !model.repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: model.repositories.count, total: model.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) {
    typingPause?.cancel()
    selectsFirstRow = selectingFirstRow
    model.search(query)
  }

  // Turns what happened to the data into what the view shows.
  private func modelDidChange(_ change: SearchResultsModel.Change) {
    switch change {
    case .searchStarted:
      onChange?(.loadingMore)
      onChange?(.repositories)
      onChange?(.searching)
    case .searchFinished:
      onChange?(.searching)
      onChange?(.repositories)
      if let query = model.query, model.repositories.isEmpty {
        onChange?(.alert(.noResults(for: query)))
      } else if selectsFirstRow {
        onChange?(.selectFirstRepository)
      }
    case .searchFailed(let error):
      onChange?(.searching)
      onChange?(.alert(.searchFailed(error)))
    case .pageLoadStarted:
      onChange?(.loadingMore)
    case .pageLoaded:
      onChange?(.loadingMore)
      onChange?(.repositories)
    case .pageLoadFailed(let error):
      // The rows already loaded stay; only the failed page is reported.
      onChange?(.loadingMore)
      onChange?(.alert(.searchFailed(error)))
    }
  }
}

// MARK: - What the view tells its view model

extension SearchViewModel {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  package func searchTextDidChange(_ text: String) {
    typingPause?.cancel()
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != model.query
    else { return }
    typingPause = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) {
    typingPause?.cancel()
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      onChange?(.alert(.invalidQuery(error)))
    }
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) {
    guard let repository = repository(at: row) else { return }
    onChange?(.repositoryDetail(repository))
  }

  /// A row is about to appear on screen; the last one asks for the next page.
  package func willDisplayRow(at row: Int) {
    guard row == model.repositories.count - 1 else { return }
    model.loadNextPage()
  }
}
