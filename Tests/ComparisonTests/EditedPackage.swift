import Comparison

/// The package as it is on disk, with a few files edited in memory: what a learner's edits make
/// of it, for a tool's decisions to be checked in process, without copying the package.
struct EditedPackage: FileTree {
  /// The files as edited, by path; every other file is the package's own.
  var edits: [String: String] = [:]

  func contents(of path: String) -> String? {
    edits[path] ?? PackageFiles.tree.contents(of: path)
  }

  func files(under folder: String) -> [String] {
    let added = edits.keys.filter { $0.hasPrefix(folder + "/") }
    return Set(PackageFiles.tree.files(under: folder) + added).sorted()
  }

  func swiftFile(at path: String) -> SwiftFile? {
    edits[path] == nil
      ? PackageFiles.tree.swiftFile(at: path)
      : contents(of: path).map { SwiftFile(path: path, text: $0) }
  }
}
