// Generated from Sources/VIPER/Presentation/RepositoryDataManager.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/Presentation/RepositoryDataManager.swift", line: 1)
import Tracing; import RepositorySearch

/// The entities the latest search loaded, kept in the one place the interactors share: the
/// search interactor fills it, the detail interactor finds its repository in it by identifier.
///
/// ``Router`` creates it and hands it to each interactor it assembles; no presenter, view or
/// router reads it.
@MainActor
package final class RepositoryDataManager {
  /// The latest search's results loaded so far, in order.
  package var repositories: [Repository] = []

  /// Creates a data manager with no repositories.
  package init() { Trace.enter("VIPER", "RepositoryDataManager", "init()"); Trace.exit()}

  /// The repository with the identifier `id`, or nil when the latest search has none.
  package func repository(id: Int) -> Repository? { Trace.enter("VIPER", "RepositoryDataManager", "repository(id:)"); defer { Trace.exit() }
    return repositories.first { $0.id == id }
  }
}
