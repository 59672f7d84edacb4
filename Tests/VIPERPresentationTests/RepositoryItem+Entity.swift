import RepositorySearch

@testable import VIPERPresentation

extension RepositoryItem {
  /// The item the search interactor makes of `repository`: its identifier and the raw values
  /// of its row.
  init(_ repository: Repository) {
    self.init(
      id: repository.id, fullName: repository.fullName,
      stargazersCount: repository.stargazersCount, language: repository.language,
      description: repository.description)
  }
}
