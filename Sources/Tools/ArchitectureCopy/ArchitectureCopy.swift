import Comparison
import TraceInstrumentation

/// What `Scripts/new-architecture NAME --from KEY` writes, worked out from the package's files
/// before anything is written: the copy of KEY's folder and tests under NAME, its README, its
/// traced copy, and the lines that register it in `Package.swift`, the registry and the traced
/// registry.
///
/// Everything is checked here, so that the command writes all of it or refuses in one line
/// having written nothing.
package struct ArchitectureCopy: Sendable {
  /// The new architecture.
  package let name: ArchitectureName
  /// The architecture it copies.
  package let source: SourceArchitecture
  /// Every file to write, by path from the package's root: new files and the three edited ones.
  package let files: [String: String]

  /// The longest line the formatter allows in a Swift file.
  static let lineLength = 100

  /// The copy of the architecture `key` names in the package `tree` as `name`; throws the line
  /// that says why it cannot be made.
  package init(name: String, from key: String, tree: any FileTree) throws(Refusal) {
    let name = try ArchitectureName(name)
    guard let manifestText = tree.contents(of: "Package.swift") else {
      throw Refusal("new-architecture: no Package.swift: run it in the package's folder")
    }
    let manifest = PackageManifest(text: manifestText)
    guard !manifest.architectures.isEmpty else {
      throw Refusal(
        "new-architecture: Package.swift has no list of architectures "
          + "(`let \(PackageManifest.architectureListName) = [`) to add \(name.folder) to")
    }
    let source = try SourceArchitecture(key: key, manifest: manifest, tree: tree)
    guard let registryText = tree.contents(of: RegistrySource.path) else {
      throw Refusal("new-architecture: no \(RegistrySource.path) to register \(name.folder) in")
    }
    try Self.refuseConflicts(of: name, manifest: manifest, registry: registryText, tree: tree)
    self.name = name
    self.source = source

    let renaming = Renaming(source: source, name: name)
    var files: [String: String] = [:]
    for path in Self.filesToCopy(of: source, in: tree) {
      guard let text = tree.contents(of: path) else {
        throw Refusal(
          "new-architecture: \(path) is not UTF-8 text: new-architecture copies text files only")
      }
      let copied = renaming.path(path)
      if path == source.entryFile {
        guard let entry = EntryFile.rewritten(renaming.swift(text), from: source, to: name) else {
          throw Refusal(
            "new-architecture: \(path) is not written as the kit writes an entry file "
              + "(a `name:`, `executable:`, `folder:`, `summary:` and `family:` line each)")
        }
        files[copied] = entry
      } else if path.hasSuffix(".swift") {
        files[copied] = renaming.swift(text)
      } else {
        files[copied] = renaming.text(text)
      }
      if path.hasSuffix(".swift"), let long = Self.firstLongLine(files[copied] ?? "", than: text) {
        throw Refusal(
          "new-architecture: '\(name.folder)' makes line \(long) of \(copied) longer than "
            + "\(Self.lineLength) columns: choose a shorter name")
      }
    }

    guard let manifestCopy = ManifestList.adding(name, copiedFrom: source, to: manifestText) else {
      throw Refusal(
        "new-architecture: Package.swift's list of architectures does not start with the line "
          + "'\(ManifestList.opening)' and end with ']': it cannot be added to")
    }
    guard let registryCopy = RegistryList.adding(name, copiedFrom: source, to: registryText) else {
      throw Refusal(
        "new-architecture: \(RegistrySource.path) has no `added` list "
          + "(`  public static let added: [Architecture] = [`) to register \(name.folder) in")
    }
    files["Package.swift"] = manifestCopy
    files[RegistrySource.path] = registryCopy
    for (path, text) in [("Package.swift", manifestCopy), (RegistrySource.path, registryCopy)] {
      if let long = Self.firstLongLine(text, than: tree.contents(of: path) ?? "") {
        throw Refusal(
          "new-architecture: '\(name.folder)' makes line \(long) of \(path) longer than "
            + "\(Self.lineLength) columns: choose a shorter name")
      }
    }

    let traced = TracedCopy(architecture: name.folder).files(sources: files)
    for file in traced { files[file.path] = file.text }
    files[TracedRegistryFile.path] = Self.tracedRegistry(
      in: tree, adding: (name.folder, name.entryPoint))

    let overlay = OverlayFileTree(base: tree, files: files)
    let graph: String
    do {
      graph = try GraphReader(tree: overlay)
        .graph(of: ComparedArchitecture(name: name.folder, folder: name.folder)).markdown
    } catch {
      throw Refusal("new-architecture: \(name.folder)'s diagram cannot be drawn: \(error)")
    }
    let sourceReadme = tree.contents(of: "Sources/\(source.folder)/README.md") ?? ""
    files["Sources/\(name.folder)/README.md"] =
      Readme(
        name: name, source: source, sourceReadme: renaming.text(sourceReadme), graph: graph
      ).text
    self.files = files
  }

  /// The folders the copy makes, from the package's root: what `--remove` takes out again.
  package static func folders(of name: ArchitectureName) -> [String] {
    [
      "Sources/\(name.folder)", "Tests/\(name.folder)Tests",
      "Tests/\(name.folder)PresentationTests", TracedCopy.folder + "/" + name.folder,
    ]
  }

  /// The files of `source` to copy: its folder under `Sources/` but its README (written anew),
  /// and its test folders; hidden files left out.
  static func filesToCopy(of source: SourceArchitecture, in tree: any FileTree) -> [String] {
    let readme = "Sources/\(source.folder)/README.md"
    return [
      "Sources/\(source.folder)", "Tests/\(source.folder)Tests",
      "Tests/\(source.folder)PresentationTests",
    ]
    .flatMap { tree.files(under: $0) }
    .filter { $0 != readme && !($0.split(separator: "/").last?.hasPrefix(".") ?? true) }
  }

  /// The traced registry for the copies in `tree`, as `trace-instrumenter` lists them (each
  /// folder of the copies whose architecture has a `UI` folder), with the copy `added` and
  /// without the one of `removing`.
  static func tracedRegistry(
    in tree: any FileTree, adding added: (folder: String, entryPoint: String)? = nil,
    removing: String? = nil
  ) -> String {
    var folders: [String: String] = [:]
    let prefix = TracedCopy.folder + "/"
    for path in tree.files(under: TracedCopy.folder)
    where path.hasSuffix("/UI-Architecture+Entry.swift") {
      let folder = String(path.dropFirst(prefix.count).prefix { $0 != "/" })
      guard folder != removing, !tree.files(under: "Sources/\(folder)/UI").isEmpty,
        let entryPoint = tree.contents(of: path).flatMap(TracedRegistryFile.entryPoint(inEntry:))
      else { continue }
      folders[folder] = entryPoint
    }
    if let added { folders[added.folder] = added.entryPoint }
    return TracedRegistryFile.text(architectures: folders.map { ($0.key, $0.value) })
  }
}
