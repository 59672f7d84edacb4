import Comparison
import TraceInstrumentation

/// What a copy checks before anything is written: that the new name takes nothing the package
/// has, and that the renamed lines still fit the formatter's width.
extension ArchitectureCopy {
  /// True when `folder` holds a file other than a hidden one, such as the temporary file a
  /// stopped run left (which the next run's write removes).
  static func holdsFiles(_ folder: String, in tree: any FileTree) -> Bool {
    tree.files(under: folder).contains { !($0.split(separator: "/").last?.hasPrefix(".") ?? true) }
  }

  /// Refuses `name` when its folders, modules, demo or entry point exist already.
  static func refuseConflicts(
    of name: ArchitectureName, manifest: PackageManifest, registry: String, tree: any FileTree
  ) throws(Refusal) {
    for top in ["Sources", "Tests"] {
      let taken = Set(
        tree.files(under: top).compactMap { $0.split(separator: "/").dropFirst().first })
      for folder in taken where folder.lowercased().hasPrefix(name.folder.lowercased()) {
        let wanted = [name.folder, name.folder + "Tests", name.presentationModule + "Tests"]
        if wanted.contains(where: { $0.lowercased() == folder.lowercased() && $0 != folder }) {
          throw Refusal(
            "new-architecture: \(top)/\(folder) exists, and a disk that ignores case would take "
              + "'\(name.folder)' for it: choose another name")
        }
      }
    }
    for folder in folders(of: name) where holdsFiles(folder, in: tree) {
      if manifest.architectures.contains(where: { $0.folder == name.folder }),
        !RegistrySource(text: registry).shipped.contains(name.entryPoint)
      {
        throw Refusal(
          "new-architecture: \(name.folder) is there already (Package.swift lists it): "
            + "`Scripts/new-architecture --remove \(name.folder)` takes it out")
      }
      throw Refusal("new-architecture: \(folder) exists already: choose another name")
    }
    let modules = [
      name.folder, name.presentationModule, name.folder + "Tests",
      name.presentationModule + "Tests", name.folder + "Demo", "Traced" + name.folder,
    ]
    for module in modules {
      if let target = manifest.targets.first(where: {
        $0.name.lowercased() == module.lowercased()
      }) {
        throw Refusal(
          "new-architecture: Package.swift has a module \(target.name) already: "
            + "choose another name than '\(name.folder)'")
      }
    }
    for entry in manifest.architectures where entry.demo == name.demo {
      throw Refusal(
        "new-architecture: \(entry.folder)'s demo is \(entry.demo) already: "
          + "choose another name than '\(name.folder)'")
    }
    let registered = RegistrySource(text: registry)
    if (registered.shipped + registered.added).contains(name.entryPoint) {
      throw Refusal(
        "new-architecture: the registry has Architecture.\(name.entryPoint) already: "
          + "choose another name than '\(name.folder)'")
    }
  }

  /// The number of the first line of `text` longer than the formatter allows that `original`
  /// does not have; nil when there is none.
  static func firstLongLine(_ text: String, than original: String) -> Int? {
    let existing = Set(
      original.split(separator: "\n").filter { $0.count > lineLength }.map(String.init))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.indices.first { lines[$0].count > lineLength && !existing.contains(lines[$0]) }
      .map { $0 + 1 }
  }
}
