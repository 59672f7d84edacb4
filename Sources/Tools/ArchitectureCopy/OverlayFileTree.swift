import Comparison

/// A package's files with some replaced or added: what the package will hold once a copy is
/// written, read before anything is.
struct OverlayFileTree: FileTree {
  /// The package as it is.
  let base: any FileTree
  /// The files that replace or join its files, by path.
  let files: [String: String]

  func contents(of path: String) -> String? {
    files[path] ?? base.contents(of: path)
  }

  func files(under folder: String) -> [String] {
    Array(Set(base.files(under: folder) + files.keys.filter { $0.hasPrefix(folder + "/") }))
      .sorted()
  }
}
