import Comparison

/// The lines `new-architecture` adds to `Package.swift`'s list of architectures, and takes out:
/// a comment, then the entry, before the `]` that closes the list.
enum ManifestList {
  /// The line that opens the list.
  static let opening =
    "let \(PackageManifest.architectureListName): "
    + "[(folder: String, demo: String, presentationModule: Bool)] = ["

  /// The index of the line that opens the list in `lines` and of the `]` that closes it.
  static func bounds(in lines: [String]) -> (open: Int, close: Int)? {
    guard let open = lines.firstIndex(of: opening),
      let close = lines[open...].firstIndex(of: "]")
    else { return nil }
    return (open, close)
  }

  /// The entry's line.
  static func entry(folder: String, demo: String, presentationModule: Bool) -> String {
    "  (folder: \"\(folder)\", demo: \"\(demo)\", presentationModule: \(presentationModule)),"
  }

  /// `text` with the entry of `name`, copied from `source`, at the end of the list; nil when
  /// `text` has no list written as the kit writes it.
  static func adding(
    _ name: ArchitectureName, copiedFrom source: SourceArchitecture, to text: String
  ) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let (_, close) = bounds(in: lines) else { return nil }
    lines.insert(
      contentsOf: [
        "  // \(name.folder): copied from \(source.displayName); say here what it shows.",
        entry(
          folder: name.folder, demo: name.demo,
          presentationModule: source.entry.presentationModule),
      ], at: close)
    return lines.joined(separator: "\n")
  }

  /// `text` without the entry whose folder is `folder` and the comment lines right above it;
  /// `text` as it is when the list has no such entry, nil when there is no list.
  static func removing(folder: String, from text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let (open, close) = bounds(in: lines) else { return nil }
    guard
      let index = lines[open..<close].firstIndex(where: {
        $0.hasPrefix("  (folder: \"\(folder)\",")
      })
    else { return text }
    var first = index
    while first - 1 > open, lines[first - 1].hasPrefix("  //") { first -= 1 }
    lines.removeSubrange(first...index)
    return lines.joined(separator: "\n")
  }
}
