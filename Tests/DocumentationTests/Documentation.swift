import Foundation

/// The package's Markdown files and Swift sources, read once, for the documentation checks.
struct Documentation {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Markdown file under the root (outside build folders), by path from the root.
  let markdownFiles: [String: String]
  /// Every Swift file under `Sources/`, by path from the root.
  let sourceFiles: [String: String]
  /// Every Swift file under `Tests/`, by path from the root: excerpts may quote tests too.
  let testFiles: [String: String]
  /// `Package.swift`, whose targets show the layer graph.
  let packageManifest: String

  init() throws {
    markdownFiles = try Self.files(under: "", withExtension: "md")
    sourceFiles = try Self.files(under: "Sources", withExtension: "swift")
    testFiles = try Self.files(under: "Tests", withExtension: "swift")
    packageManifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
  }

  /// The text of the file an excerpt names: a Swift file in `Sources/` or `Tests/`,
  /// `Package.swift`, or a Markdown file.
  func quotedFile(_ path: String) -> String? {
    path == "Package.swift"
      ? packageManifest : sourceFiles[path] ?? testFiles[path] ?? markdownFiles[path]
  }

  /// Every name declared in the sources and the tests with `func`, `var`, `let`, `case` or a
  /// type keyword.
  var declaredNames: Set<String> {
    let declaration = #/(?:func|var|let|case|class|struct|enum|protocol|actor|init)\s+`?(\w+)/#
    var names: Set<String> = []
    for text in Array(sourceFiles.values) + Array(testFiles.values) {
      for match in text.matches(of: declaration) { names.insert(String(match.output.1)) }
    }
    return names
  }

  private static func files(under folder: String, withExtension pathExtension: String) throws
    -> [String: String]
  {
    let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
    var files: [String: String] = [:]
    while let relative = enumerator.nextObject() as? String {
      let path = folder.isEmpty ? relative : folder + "/" + relative
      if path.hasPrefix(".") || path.contains("/.") { continue }
      guard path.hasSuffix("." + pathExtension) else { continue }
      files[path] = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    return files
  }
}
