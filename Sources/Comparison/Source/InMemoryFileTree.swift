/// A package held in memory, paths and their texts: what a test hands the comparison instead of a
/// checkout.
package struct InMemoryFileTree: FileTree {
  /// Each file's text, by path relative to the package root.
  package var files: [String: String]

  package init(files: [String: String]) {
    self.files = files
  }

  package func contents(of path: String) -> String? {
    files[path]
  }

  package func files(under folder: String) -> [String] {
    files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
  }
}
