import Comparison
import TraceInstrumentation

/// What `Scripts/new-architecture --remove NAME` changes, worked out before anything is: the
/// lines the command added to `Package.swift`, the registry and the traced registry taken out
/// again, and the folders it made, to delete.
///
/// It takes out whatever part of NAME is there, so that it also finishes a copy or a removal that
/// was stopped halfway (a copy writes `Package.swift` first, a removal deletes the folders last);
/// it refuses an architecture the kit ships, and a name that neither `Package.swift`'s list,
/// `Registry.added` nor the traced registry names.
package struct ArchitectureRemoval: Sendable {
  /// The architecture to take out.
  package let name: ArchitectureName
  /// The files to write, by path: the three edited ones, those that change.
  package let files: [String: String]
  /// The folders to delete, those that are there.
  package let folders: [String]

  /// The removal of `name` from the package `tree`; throws the line that says why it cannot be.
  package init(name: String, tree: any FileTree) throws(Refusal) {
    let name = try ArchitectureName(name)
    guard let manifestText = tree.contents(of: "Package.swift") else {
      throw Refusal("new-architecture: no Package.swift: run it in the package's folder")
    }
    guard let registryText = tree.contents(of: RegistrySource.path) else {
      throw Refusal("new-architecture: no \(RegistrySource.path) to take \(name.folder) out of")
    }
    let registry = RegistrySource(text: registryText)
    if registry.shipped.contains(name.entryPoint) {
      throw Refusal(
        "new-architecture: \(name.folder) is one of the architectures the kit ships "
          + "(Registry.shipped): --remove takes out only one that new-architecture added")
    }
    let listed = PackageManifest(text: manifestText).architectures
      .contains { $0.folder == name.folder }
    let traced =
      tree.contents(of: TracedRegistryFile.path)?
      .contains("\nimport Traced\(name.folder)\n") ?? false
    guard listed || registry.added.contains(name.entryPoint) || traced else {
      throw Refusal(
        "new-architecture: there is no architecture \(name.folder) that new-architecture added "
          + "(Registry.added lists "
          + (registry.added.isEmpty ? "none" : registry.added.joined(separator: ", ")) + ")")
    }
    self.name = name
    var files: [String: String] = [:]
    guard let manifest = ManifestList.removing(folder: name.folder, from: manifestText) else {
      throw Refusal(
        "new-architecture: Package.swift's list of architectures does not start with the line "
          + "'\(ManifestList.opening)' and end with ']': it cannot be taken out of")
    }
    guard let registered = RegistryList.removing(name, from: registryText)
    else {
      throw Refusal(
        "new-architecture: \(RegistrySource.path) has no `added` list to take "
          + "\(name.folder) out of")
    }
    if manifest != manifestText { files["Package.swift"] = manifest }
    if registered != registryText { files[RegistrySource.path] = registered }
    folders = ArchitectureCopy.folders(of: name).filter {
      !tree.files(under: $0).isEmpty
    }
    let tracedRegistry = ArchitectureCopy.tracedRegistry(in: tree, removing: name.folder)
    if tracedRegistry != tree.contents(of: TracedRegistryFile.path) {
      files[TracedRegistryFile.path] = tracedRegistry
    }
    self.files = files
  }
}
