// swift-format-ignore-file
// Generated from Sources/VIPER/Presentation/RepositoryDetailInteractor.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDetailInteractor.swift", line: 1)
import Tracing; import Foundation
import RepositorySearch

/// The detail screen's interactor: finds the repository shown by its identifier in the data
/// manager it shares with the search interactor, hands its presenter plain data about it, and
/// owns the use case "open its page in the browser", through an injected opener.
///
/// ``Router`` creates it; the detail presenter owns it. The entity stays here.
@MainActor
package final class RepositoryDetailInteractor {
  private let entity: Repository
  private let urlOpener: any URLOpening

  /// Creates an interactor for the repository `id` that `dataManager` holds, opening pages
  /// with `urlOpener`; nil when `dataManager` holds no such repository.
  package init?(id: Int, dataManager: RepositoryDataManager, urlOpener: any URLOpening) { Trace.enter("VIPER", "RepositoryDetailInteractor", "init(id:dataManager:urlOpener:)"); defer { Trace.exit() }
    guard let entity = dataManager.repository(id: id) else { return nil }
    self.entity = entity
    self.urlOpener = urlOpener
  }
}

extension RepositoryDetailInteractor: RepositoryDetailInteractorInput {
  package var repository: RepositoryDetailContent { RepositoryDetailContent(entity) }

  package var url: URL { entity.htmlURL }

  package func openRepositoryPage() -> Bool { Trace.enter("VIPER", "RepositoryDetailInteractor", "openRepositoryPage()"); defer { Trace.exit() }
    return urlOpener.open(entity.htmlURL)
  }
}
