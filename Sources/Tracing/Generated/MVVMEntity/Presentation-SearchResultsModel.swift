// Generated from Sources/MVVMEntity/Presentation/SearchResultsModel.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMEntity/Presentation/SearchResultsModel.swift", line: 1)
import Tracing; import RepositorySearch

/// The search screen's Model: owns the repositories found (the entities) and what is true of
/// the list — the last page, which says how many match and whether more exist — and tells its
/// view model of every change.
///
/// ``Assembly`` creates it; the search view model owns it, sets on it what the repository
/// answered, and listens through ``onChange``. It fetches nothing and knows nothing of screens,
/// loading or wording.
@MainActor
package final class SearchResultsModel {
  /// Called after every change, for the view model to read the model again.
  package var onChange: (() -> Void)?
  /// The repositories loaded so far, in the order the service ranked them.
  package private(set) var repositories: [Repository] = []
  /// The last page loaded, which says how many match and whether more pages exist.
  package private(set) var lastPage: SearchPage?

  /// Creates an empty model.
  package init() { Trace.enter("MVVMEntity", "SearchResultsModel", "init()"); Trace.exit()}

  /// Empties the list: a new search starts.
  package func removeAll() { Trace.enter("MVVMEntity", "SearchResultsModel", "removeAll()"); defer { Trace.exit() }
    repositories = []
    lastPage = nil
    onChange?()
  }

  /// Sets a page that was loaded: the first replaces the repositories, a later one is appended.
  package func setPage(_ page: SearchPage) { Trace.enter("MVVMEntity", "SearchResultsModel", "setPage(_:)"); defer { Trace.exit() }
    repositories = page.page == 1 ? page.items : repositories + page.items
    lastPage = page
    onChange?()
  }
}
