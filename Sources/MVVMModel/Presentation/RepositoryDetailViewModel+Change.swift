import RepositorySearch

extension RepositoryDetailViewModel {
  /// What the view model announces through ``RepositoryDetailViewModel/onChange``.
  package enum Change: Hashable, Sendable {
    /// The browser was asked to open the repository's page.
    case openedInBrowser
    /// Something to tell the person in a modal alert, such as the address to copy.
    case alert(SearchAlert)
  }
}
