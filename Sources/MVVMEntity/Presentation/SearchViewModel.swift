import RepositorySearch

/// The search screen's view model: mediates between the view and the model.
///
/// Asks the repository for the entities and sets them on the model, reads the model for the
/// view as each row's display content, never a repository, and owns the rest of the screen's
/// state: the alert, the detail screen's view model, where the focus belongs. Validates and
/// waits out typing pauses.
///
/// ``Assembly`` creates it with the model, the repository, the clock and the URL opener; the
/// view controller owns it and reads its state. It holds no reference to its view: it has no
/// type to hold one by.
@MainActor
package final class SearchViewModel {
  /// Called after every change of state, for the view to read the state again.
  package var onChange: (() -> Void)?
  /// The query the rows and the spinner are for: the last one searched, by Enter or typing.
  package private(set) var query: SearchQuery?
  /// True while the first page of ``query`` loads (S4).
  package private(set) var isLoading = false
  /// True while the next page loads (S9).
  package private(set) var isLoadingMore = false
  /// The alert on screen until the person dismisses it (``alertDismissed()``).
  package private(set) var alert: SearchAlert?
  /// The repository to show, as its detail screen's view model, until the person closes the
  /// screen (``detailClosed()``).
  package private(set) var detailToShow: RepositoryDetailViewModel?
  /// Where the focus is: the view reports the person's moves (``searchTextDidBeginEditing()``,
  /// ``didHighlightRow(at:)``).
  package private(set) var focus = Focus.searchBar

  private let model: SearchResultsModel
  private let repository: SearchResultsRepository
  private let clock: any Clock<Duration>
  private let urlOpener: any URLOpening
  // The one search or page load in flight: a new search cancels it, so the latest wins (S8).
  private var task: Task<Void, Never>?
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a view model that loads through `repository` into `model`, times typing pauses
  /// on `clock` and hands the detail screen `urlOpener`.
  package init(
    model: SearchResultsModel, repository: SearchResultsRepository, clock: any Clock<Duration>,
    urlOpener: any URLOpening
  ) {
    self.model = model
    self.repository = repository
    self.clock = clock
    self.urlOpener = urlOpener
    // Weak: this view model owns the model, which keeps the closure.
    model.onChange = { [weak self] in self?.onChangeEntities() }
  }

  /// The rows' identifiers, in the order the table shows them.
  package var repositoryIDs: [Int] { model.repositories.map(\.id) }

  /// What a row shows of its repository, or nil when the row no longer exists.
  package func rowContent(at row: Int) -> RepositoryRowContent? {
    model.repositories.indices.contains(row) ? RepositoryRowContent(model.repositories[row]) : nil
  }

  /// The results line under the table, such as `30 of 1,234`; empty when there are no rows.
  package var summary: String {
    guard let lastPage = model.lastPage, !model.repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: model.repositories.count, total: lastPage.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) {
    typingPause?.cancel()
    task?.cancel()
    self.query = query
    isLoadingMore = false
    isLoading = true
    focus = .searchBar
    // The model's one notification tells the view of all of it.
    model.removeAll()
    task = Task { [weak self, repository] in
      let result = await repository.loadPage(1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishSearch(result, selectingFirstRow: selectingFirstRow)
    }
  }

  private func didFinishSearch(
    _ result: Result<SearchPage, SearchError>, selectingFirstRow: Bool
  ) {
    task = nil
    isLoading = false
    switch result {
    case .success(let page):
      if let query, page.items.isEmpty {
        alert = .noResults(for: query)
      } else if selectingFirstRow {
        focus = .row(0)
      }
      model.setPage(page)
    case .failure(let error):
      alert = .searchFailed(error)
      onChange?()
    }
  }

  // Clearing the query cancels its search in flight: no results arrive under an empty search
  // bar (S12). A page in flight belongs to the rows already on screen, and still comes.
  private func cancelSearch() {
    guard let task, model.lastPage == nil else { return }
    task.cancel()
    self.task = nil
    query = nil
    isLoading = false
    onChange?()
  }

  private func loadNextPage() {
    guard let query, let lastPage = model.lastPage, lastPage.hasMorePages, task == nil else {
      return
    }
    isLoadingMore = true
    onChange?()
    task = Task { [weak self, repository] in
      let result = await repository.loadPage(lastPage.page + 1, of: query)
      guard !Task.isCancelled else { return }
      self?.didFinishLoadingMore(result)
    }
  }

  private func didFinishLoadingMore(_ result: Result<SearchPage, SearchError>) {
    task = nil
    isLoadingMore = false
    switch result {
    case .success(let page):
      model.setPage(page)
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      alert = .searchFailed(error)
      onChange?()
    }
  }

  // The model's entities changed (the article's `onChangeEntities`): the view reads the rows.
  private func onChangeEntities() {
    onChange?()
  }
}

// MARK: - What the view tells its view model

/// The person's actions, named after UIKit's events, and the view's acknowledgements that an
/// alert or a pushed screen is gone.
extension SearchViewModel {
  /// The person edited the search bar's text: typed, deleted, cleared or pasted.
  package func searchTextDidChange(_ text: String) {
    typingPause?.cancel()
    if text.isEmpty { cancelSearch() }
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != self.query
    else { return }
    typingPause = Task { [weak self, clock] in
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  /// The person pressed Enter in the search bar.
  package func searchButtonClicked(query text: String) {
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      alert = .invalidQuery(error)
      onChange?()
    }
  }

  /// The search bar took the focus: the person moved back to it (S5).
  package func searchTextDidBeginEditing() {
    guard focus != .searchBar else { return }
    focus = .searchBar
    onChange?()
  }

  /// The search bar lost the focus: what is being typed is not searched behind its back (S13).
  package func searchTextDidEndEditing() {
    typingPause?.cancel()
  }

  /// The person pressed Enter on a row.
  package func didSelectRow(at row: Int) {
    guard model.repositories.indices.contains(row) else { return }
    detailToShow = RepositoryDetailViewModel(
      repository: model.repositories[row], urlOpener: urlOpener)
    onChange?()
  }

  /// A row is about to appear on screen; the last one asks for the next page.
  package func willDisplayRow(at row: Int) {
    guard row == model.repositories.count - 1 else { return }
    loadNextPage()
  }

  /// The person moved to a row, with ↑/↓ or by moving into the list (S5).
  package func didHighlightRow(at row: Int) {
    guard focus != .row(row) else { return }
    focus = .row(row)
    onChange?()
  }

  /// The person dismissed ``alert``.
  package func alertDismissed() {
    alert = nil
    onChange?()
  }

  /// The person went back from the detail screen of ``detailToShow``.
  package func detailClosed() {
    detailToShow = nil
    onChange?()
  }
}
