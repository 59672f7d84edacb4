// swift-format-ignore-file
// Generated from Sources/VIPER/Presentation/RepositoryDetailInteractor.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDetailInteractor.swift", line: 1)
import Tracing; import RepositorySearch

/// The detail screen's interactor: owns the repository shown and the use case "open its page
/// in the browser", through an injected opener.
///
/// ``Router`` creates it; the detail presenter owns it.
@MainActor
package final class RepositoryDetailInteractor {
  package let repository: Repository
  private let urlOpener: any URLOpening

  /// Creates an interactor for `repository` that opens pages with `urlOpener`.
  package init(repository: Repository, urlOpener: any URLOpening) { Trace.enter("VIPER", "RepositoryDetailInteractor", "init(repository:urlOpener:)"); defer { Trace.exit() }
    self.repository = repository
    self.urlOpener = urlOpener
  }
}

extension RepositoryDetailInteractor: RepositoryDetailInteractorInput {
  package func openRepositoryPage() -> Bool { Trace.enter("VIPER", "RepositoryDetailInteractor", "openRepositoryPage()"); defer { Trace.exit() }
    return urlOpener.open(repository.htmlURL)
  }
}
