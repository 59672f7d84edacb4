// swift-format-ignore-file
// Generated from Sources/MVVMEntity/Presentation/SearchViewModel+Focus.swift by `swift run trace-instrumenter`: do not edit.
#sourceLocation(file: "Sources/MVVMEntity/Presentation/SearchViewModel+Focus.swift", line: 1)
import Tracing; extension SearchViewModel {
  /// Where the search screen's focus belongs.
  package enum Focus: Hashable, Sendable {
    /// The search bar: at launch, and while a search runs or its results arrive as you type.
    case searchBar
    /// The first row: a search from Enter found rows (S5).
    case firstRow
  }
}
