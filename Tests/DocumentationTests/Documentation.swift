import Comparison
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
  /// The fenced blocks of every Markdown file, by path, read once for every check of them.
  let markdownBlocks: [String: [MarkdownBlock]]

  /// The files read once for every test that checks them.
  static let loaded = Result { try Documentation() }

  /// Every name declared in the sources and the tests with `func`, `var`, `let`, `case`,
  /// `init` or a type keyword.
  let declaredNames: Set<String>
  /// The sources that declare or extend each type, by the type's name: the files where
  /// `class`, `struct`, `enum` or `extension` precedes it.
  let filesDeclaringType: [String: Set<String>]

  init() throws {
    markdownFiles = try Self.files(under: "", withExtension: "md")
    sourceFiles = try Self.files(under: "Sources", withExtension: "swift")
    testFiles = try Self.files(under: "Tests", withExtension: "swift")
    packageManifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    markdownBlocks = markdownFiles.mapValues(MarkdownBlock.blocks(in:))
    (declaredNames, filesDeclaringType) = Self.declarations(
      in: sourceFiles, alongside: Array(testFiles.values))
  }

  /// Documentation made of the given files, for a check's own test: a planted mistake.
  init(markdownFiles: [String: String], sourceFiles: [String: String] = [:]) {
    self.markdownFiles = markdownFiles
    self.sourceFiles = sourceFiles
    testFiles = [:]
    packageManifest = ""
    markdownBlocks = markdownFiles.mapValues(MarkdownBlock.blocks(in:))
    declaredNames = []
    filesDeclaringType = [:]
  }

  /// The number a count in the prose states, in digits or an English word, read as
  /// `compare table --write` reads the counts it writes; nil for anything else.
  static func number(_ word: some StringProtocol) -> Int? {
    QuotedCount.number(word)
  }

  /// The pages a learner reads, by path, in order: the top README, everything under
  /// `Tutorials/`, and each architecture's README.
  var learnerPages: [(path: String, text: String)] {
    markdownFiles
      .filter { path, _ in
        path == "README.md" || path.hasPrefix("Tutorials/")
          || (path.hasPrefix("Sources/") && path.hasSuffix("/README.md")
            && path.split(separator: "/").count == 3)
      }
      .sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The text of the file an excerpt names: a Swift file in `Sources/` or `Tests/`,
  /// `Package.swift`, or a Markdown file.
  func quotedFile(_ path: String) -> String? {
    path == "Package.swift"
      ? packageManifest : sourceFiles[path] ?? testFiles[path] ?? markdownFiles[path]
  }

  /// The identifier after each declaring keyword, read word by word, in the sources and the
  /// `tests`; and for each type, the sources that declare or extend it.
  private static func declarations(in sources: [String: String], alongside tests: [String])
    -> (names: Set<String>, filesDeclaringType: [String: Set<String>])
  {
    let keywords: Set<Substring> = [
      "func", "var", "let", "case", "class", "struct", "enum", "protocol", "actor", "init",
    ]
    let typeKeywords: Set<Substring> = ["class", "struct", "enum", "extension"]
    var names: Set<String> = []
    var filesDeclaringType: [String: Set<String>] = [:]
    for (path, text) in sources.map({ ($0.key, $0.value) }) + tests.map({ (nil, $0) }) {
      var previous: Substring = ""
      // Read byte by byte: a byte outside ASCII counts as a letter, so a name in any script
      // stays one word, without the cost of reading characters.
      let words = text.utf8.split { $0 < 0x80 && !Self.isASCIIIdentifierByte($0) }
      for word in words.lazy.map(Substring.init) {
        if keywords.contains(previous) { names.insert(String(word)) }
        if let path, typeKeywords.contains(previous) {
          filesDeclaringType[String(word), default: []].insert(path)
        }
        previous = word
      }
    }
    return (names, filesDeclaringType)
  }

  /// An ASCII letter, digit or underscore.
  private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
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
