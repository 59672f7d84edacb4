import RepositorySearch

@testable import VIPERPresentation

extension RepositoryItem {
  /// The item the search interactor makes of `repository`: its identifier and its row's words.
  init(_ repository: Repository) {
    self.init(id: repository.id, row: RepositoryRowContent(repository))
  }
}
