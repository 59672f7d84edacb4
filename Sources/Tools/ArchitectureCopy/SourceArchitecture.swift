import Comparison

/// The architecture a copy is made from, as the package lists it: its entry in `Package.swift`,
/// its key, its entry point and its display name.
package struct SourceArchitecture: Sendable {
  /// Its entry in `Package.swift`'s list.
  package let entry: PackageManifest.ArchitectureEntry
  /// Its entry point, the static member its `Architecture+Entry.swift` declares: `mvpRouter`.
  package let entryPoint: String
  /// Its display name: `MVP + Router`.
  package let displayName: String

  /// Its key, the demo's name without `-demo`: `mvp-router`.
  package var key: String { String(entry.demo.dropLast("-demo".count)) }

  /// Its folder under `Sources/`.
  package var folder: String { entry.folder }

  /// The path of its entry file.
  package var entryFile: String { "Sources/\(folder)/UI/Architecture+Entry.swift" }

  /// The architecture of `manifest` that `key` names: its key or its folder, in any case.
  package init(key: String, manifest: PackageManifest, tree: any FileTree) throws(Refusal) {
    func normalized(_ text: String) -> String {
      text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
    let wanted = normalized(key)
    guard
      let entry = manifest.architectures.first(where: {
        normalized(String($0.demo.dropLast("-demo".count))) == wanted
          || normalized($0.folder) == wanted
      })
    else {
      let known = manifest.architectures.map { String($0.demo.dropLast("-demo".count)) }
      throw Refusal(
        "new-architecture: no architecture '\(key)' to copy "
          + "(Package.swift lists \(known.joined(separator: ", ")))")
    }
    self.entry = entry
    let path = "Sources/\(entry.folder)/UI/Architecture+Entry.swift"
    guard let text = tree.contents(of: path),
      let entryPoint = EntryFile.entryPoint(in: text),
      let displayName = EntryFile.value(of: "name", in: text)
    else {
      throw Refusal(
        "new-architecture: \(path) does not declare `public static let NAME = Architecture(` "
          + "with a `name:`: it cannot be copied")
    }
    self.entryPoint = entryPoint
    self.displayName = displayName
  }
}
