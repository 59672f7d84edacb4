// Generated from Sources/VIPER/Presentation/SearchPresenter.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/SearchPresenter.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's presenter: validates the query, waits out typing pauses, keeps the plain
/// items its interactor hands it as the rows, formats them into what the view shows (each row,
/// the results line), and tells its passive view exactly what to show.
///
/// Searching and paging are its interactor's use case; it never talks to the model's service
/// and never sees an entity: it hands the router a row's identifier.
///
/// ``Router`` creates it with the interactor, the clock and itself; the view controller owns
/// it, it owns the interactor, and it reaches back to the view and to the router only through
/// weak, optional references.
@MainActor
package final class SearchPresenter {
  /// The view this presenter drives; weak because the view owns the presenter.
  package weak var view: (any SearchPresenterOutput)?

  private let interactor: any SearchInteractorInput
  private let clock: any Clock<Duration>
  private weak var router: (any SearchRouting)?
  private var repositories: [RepositoryItem] = []
  // Enter selects the first row of its results; a typed search leaves the focus where it is.
  private var selectsFirstRepository = false
  // The pause before searching what is being typed (S13).
  private var typingPause: Task<Void, Never>?

  /// Creates a presenter that searches through `interactor`, times typing pauses on `clock`
  /// and navigates through `router`.
  package init(
    interactor: any SearchInteractorInput, clock: any Clock<Duration>, router: any SearchRouting
  ) { Trace.enter("VIPER", "SearchPresenter", "init(interactor:clock:router:)"); defer { Trace.exit() }
    self.interactor = interactor
    self.clock = clock
    self.router = router
  }

  private var summary: String {
    guard !repositories.isEmpty else { return "" }
    return CountFormat.resultSummary(loaded: repositories.count, total: interactor.totalCount)
  }

  private func search(_ query: SearchQuery, selectingFirstRow: Bool) { Trace.enter("VIPER", "SearchPresenter", "search(_:selectingFirstRow:)"); defer { Trace.exit() }
    typingPause?.cancel()
    selectsFirstRepository = selectingFirstRow
    interactor.search(query)
    repositories = []
    view?.setLoadingMore(false)
    view?.reloadRepositories(summary: summary)
    view?.showLoading(query: query.text)
  }
}

extension SearchPresenter: SearchInteractorOutput {
  package func didFinishSearch(_ result: Result<[RepositoryItem], SearchError>) { Trace.enter("VIPER", "SearchPresenter", "didFinishSearch(_:)"); defer { Trace.exit() }
    view?.hideLoading()
    switch result {
    case .success(let repositories):
      self.repositories = repositories
      view?.reloadRepositories(summary: summary)
      if let query = interactor.query, repositories.isEmpty {
        view?.showAlert(.noResults(for: query))
      } else if selectsFirstRepository {
        view?.selectFirstRepository()
      }
    case .failure(let error):
      view?.showAlert(.searchFailed(error))
    }
  }

  package func didStartLoadingMore() { Trace.enter("VIPER", "SearchPresenter", "didStartLoadingMore()"); defer { Trace.exit() }
    view?.setLoadingMore(true)
  }

  package func didFinishLoadingMore(_ result: Result<[RepositoryItem], SearchError>) { Trace.enter("VIPER", "SearchPresenter", "didFinishLoadingMore(_:)"); defer { Trace.exit() }
    view?.setLoadingMore(false)
    switch result {
    case .success(let repositories):
      self.repositories += repositories
      view?.reloadRepositories(summary: summary)
    case .failure(let error):
      // The rows already loaded stay; only the failed page is reported.
      view?.showAlert(.searchFailed(error))
    }
  }
}

extension SearchPresenter: SearchPresenterInput {
  package var numberOfRepositories: Int { repositories.count }

  package func rowContent(at row: Int) -> RepositoryRowContent? { Trace.enter("VIPER", "SearchPresenter", "rowContent(at:)"); defer { Trace.exit() }
    guard repositories.indices.contains(row) else { return nil }
    let repository = repositories[row]
    return RepositoryRowContent(
      fullName: repository.fullName, stargazersCount: repository.stargazersCount,
      language: repository.language, description: repository.description)
  }

  package func searchTextDidChange(_ text: String) { Trace.enter("VIPER", "SearchPresenter", "searchTextDidChange(_:)"); defer { Trace.exit() }
    typingPause?.cancel()
    // Clearing the query cancels its search in flight: no results under an empty bar (S12).
    if text.isEmpty, interactor.cancelSearch() { view?.hideLoading() }
    guard let query = try? SearchQuery(text), query.isLongEnoughToSearchAsYouType,
      query != interactor.query
    else { return }
    typingPause = Task { [weak self, clock] in Trace.resume("VIPER", "SearchPresenter", "searchTextDidChange(_:)"); defer { Trace.exit() }
      guard (try? await clock.sleep(for: SearchQuery.pauseBeforeSearchAsYouType)) != nil
      else { return }
      self?.search(query, selectingFirstRow: false)
    }
  }

  package func searchButtonClicked(query text: String) { Trace.enter("VIPER", "SearchPresenter", "searchButtonClicked(query:)"); defer { Trace.exit() }
    do {
      search(try SearchQuery(text), selectingFirstRow: true)
    } catch {
      view?.showAlert(.invalidQuery(error))
    }
  }

  package func searchTextDidEndEditing() { Trace.enter("VIPER", "SearchPresenter", "searchTextDidEndEditing()"); defer { Trace.exit() }
    typingPause?.cancel()
  }

  package func didSelectRow(at row: Int) { Trace.enter("VIPER", "SearchPresenter", "didSelectRow(at:)"); defer { Trace.exit() }
    guard repositories.indices.contains(row) else { return }
    router?.showRepositoryDetail(for: repositories[row].id)
  }

  package func willDisplayRow(at row: Int) { Trace.enter("VIPER", "SearchPresenter", "willDisplayRow(at:)"); defer { Trace.exit() }
    guard row == repositories.count - 1 else { return }
    interactor.loadNextPage()
  }
}
