import RepositorySearch

/// The interactors' way to the data: loads pages of repositories through the model's service
/// and keeps the latest search's entities, the one copy of them, which each interactor reads
/// through.
///
/// As objc.io's `VTDListDataManager` stands between its interactor and the data store, this
/// stands between the interactors and the model: the search interactor asks it for a page, the
/// detail interactor for the repository with an identifier; neither keeps an entity, and
/// neither writes here. ``Router`` makes the one data manager and hands it to each module it
/// assembles; no presenter, view or router reads it.
@MainActor
package final class RepositoryDataManager {
  private let service: any RepositorySearchService
  // The latest search's entities loaded so far, in order.
  private var repositories: [Repository] = []

  /// Creates a data manager that loads through `service`, holding no repositories yet.
  package init(service: any RepositorySearchService) {
    self.service = service
  }

  /// Loads page `page` (starting at 1) of the repositories that match `query`, keeps them, and
  /// hands the outcome to `completion`; returns the load, for the caller to cancel.
  ///
  /// A first page takes the place of the last search's, a later page goes after them. A load
  /// cancelled in flight keeps nothing and hands nothing on, so an older search never replaces
  /// a newer one (S8). As with objc.io's data manager, the load holds its data manager weakly: a
  /// request in flight keeps no object alive.
  package func loadPage(
    _ page: Int, of query: SearchQuery,
    completion: @escaping @MainActor (Result<SearchPage, SearchError>) -> Void
  ) -> Task<Void, Never> {
    if page == 1 { repositories = [] }
    return Task { [weak self, service] in
      let result = await service.loadPage(page, of: query)
      guard !Task.isCancelled else { return }
      if case .success(let loaded) = result { self?.repositories += loaded.items }
      completion(result)
    }
  }

  /// The repository with the identifier `id` among the latest search's, or nil.
  package func repository(id: Int) -> Repository? {
    repositories.first { $0.id == id }
  }
}
