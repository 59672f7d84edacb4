import Comparison

/// A package that exists only in the test: paths and their texts.
struct InMemoryFileTree: FileTree {
  var files: [String: String]

  func contents(of path: String) -> String? {
    files[path]
  }

  func files(under folder: String) -> [String] {
    files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
  }
}
