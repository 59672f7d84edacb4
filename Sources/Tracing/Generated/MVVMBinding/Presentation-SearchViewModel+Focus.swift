// Generated from Sources/MVVMBinding/Presentation/SearchViewModel+Focus.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMBinding/Presentation/SearchViewModel+Focus.swift", line: 1)
import Tracing; extension SearchViewModel {
  /// Where the search screen's focus is.
  package enum Focus: Hashable, Sendable {
    /// The search bar: at launch, while a search runs, and while results arrive as you type.
    case searchBar
    /// A row of the list: the first once a search from Enter found rows (S5), then the one the
    /// person moved to.
    case row(Int)
  }
}
