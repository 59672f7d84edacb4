// Generated from Sources/VIPER/Presentation/RepositoryDetailInteractor.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDetailInteractor.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's interactor: reads the repository shown through the data manager, by
/// its identifier, maps it to the plain ``RepositoryDetailItem`` its presenter formats, and
/// owns the use case "open its page in the browser", through an injected opener.
///
/// ``Router`` creates it with the identifier the search module handed on and the data manager
/// both modules read through; the detail presenter owns it. The entity goes no further.
@MainActor
package final class RepositoryDetailInteractor {
  package let repository: RepositoryDetailItem
  private let urlOpener: any URLOpening

  /// Creates an interactor for the repository `id`, read through `dataManager`, opening pages
  /// with `urlOpener`; nil when the latest search loaded no such repository.
  package init?(id: Int, dataManager: RepositoryDataManager, urlOpener: any URLOpening) { Trace.enter("VIPER", "RepositoryDetailInteractor", "init(id:dataManager:urlOpener:)"); defer { Trace.exit() }
    guard let entity = dataManager.repository(id: id) else { return nil }
    repository = RepositoryDetailItem(
      fullName: entity.fullName, description: entity.description,
      stargazersCount: entity.stargazersCount, forksCount: entity.forksCount,
      openIssuesCount: entity.openIssuesCount, language: entity.language, topics: entity.topics,
      licenseName: entity.license?.name, updatedAt: entity.updatedAt, htmlURL: entity.htmlURL)
    self.urlOpener = urlOpener
  }
}

extension RepositoryDetailInteractor: RepositoryDetailInteractorInput {
  package func openRepositoryPage() -> Bool { Trace.enter("VIPER", "RepositoryDetailInteractor", "openRepositoryPage()"); defer { Trace.exit() }
    return urlOpener.open(repository.htmlURL)
  }
}
