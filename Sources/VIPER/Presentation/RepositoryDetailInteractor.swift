import RepositorySearch

/// The detail screen's interactor: owns the repository shown and the use case "open its page
/// in the browser", through an injected opener.
///
/// ``Router`` creates it; the detail presenter owns it.
@MainActor
package final class RepositoryDetailInteractor {
  package let repository: Repository
  private let urlOpener: any URLOpening

  /// Creates an interactor for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) {
    self.repository = repository
    self.urlOpener = urlOpener
  }
}

extension RepositoryDetailInteractor: RepositoryDetailInteractorInput {
  package func openRepositoryPage() -> Bool {
    urlOpener.open(repository.htmlURL)
  }
}
