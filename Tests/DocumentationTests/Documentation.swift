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
  /// Every patch under `Tutorials/`, by path from the root, as the code reads once it is
  /// applied: the lines it adds and the lines around them, without the diff's markers.
  let patchedCode: [String: String]
  /// The fenced blocks of every Markdown file, by path, read once for every check of them.
  let markdownBlocks: [String: [MarkdownBlock]]

  /// The files read once for every test that checks them.
  static let loaded = Result { try Documentation() }

  init() throws {
    markdownFiles = try Self.files(under: "", withExtension: "md")
    sourceFiles = try Self.files(under: "Sources", withExtension: "swift")
    testFiles = try Self.files(under: "Tests", withExtension: "swift")
    packageManifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    patchedCode = try Self.files(under: "Tutorials", withExtension: "patch")
      .mapValues(Self.codeAfter(patch:))
    markdownBlocks = markdownFiles.mapValues(MarkdownBlock.blocks(in:))
  }

  /// What a unified diff's hunks read as once applied: each added or kept line without its
  /// marker; the removed lines, the headers and the hunk lines left out.
  static func codeAfter(patch: String) -> String {
    patch.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("+++") && ($0.hasPrefix("+") || $0.hasPrefix(" ")) }
      .map { $0.dropFirst() }.joined(separator: "\n")
  }

  /// Documentation made of the given files, for a check's own test: a planted mistake.
  init(markdownFiles: [String: String], sourceFiles: [String: String] = [:]) {
    self.markdownFiles = markdownFiles
    self.sourceFiles = sourceFiles
    testFiles = [:]
    packageManifest = ""
    patchedCode = [:]
    markdownBlocks = markdownFiles.mapValues(MarkdownBlock.blocks(in:))
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
  /// `Package.swift`, a patch under `Tutorials/` (its code once applied), or a Markdown file.
  func quotedFile(_ path: String) -> String? {
    path == "Package.swift"
      ? packageManifest
      : sourceFiles[path] ?? testFiles[path] ?? patchedCode[path] ?? markdownFiles[path]
  }

  /// What the sources and the tests declare, read once (``DocumentationIndex/declarations``).
  struct Declarations {
    /// Every name declared in the sources and the tests with `func`, `var`, `let`, `case`,
    /// `init` or a type keyword.
    let names: Set<String>
    /// The sources that declare or extend each type, by the type's name: the files where
    /// `class`, `struct`, `enum` or `extension` precedes it.
    let filesDeclaringType: [String: Set<String>]
  }

  /// What the sources and the tests declare.
  var declarations: Declarations {
    let found = Self.declarations(in: sourceFiles, alongside: Array(testFiles.values))
    return Declarations(names: found.names, filesDeclaringType: found.filesDeclaringType)
  }

  /// The identifier after each declaring keyword, read word by word, in the sources and the
  /// `tests`; and for each type, the sources that declare or extend it.
  private static func declarations(in sources: [String: String], alongside tests: [String])
    -> (names: Set<String>, filesDeclaringType: [String: Set<String>])
  {
    var names: Set<String> = []
    var filesDeclaringType: [String: Set<String>] = [:]
    for (path, text) in sources.map({ ($0.key, $0.value) }) + tests.map({ (nil, $0) }) {
      var text = text
      text.makeContiguousUTF8()
      text.utf8.withContiguousStorageIfAvailable { bytes in
        // Read byte by byte: a byte outside ASCII counts as a letter, so a name in any script
        // stays one word, without the cost of reading characters; a word becomes a string
        // only when a keyword precedes it, and a keyword is told by its bytes packed in one
        // integer.
        var keyword: Keyword?
        var index = 0
        while index < bytes.count {
          guard Self.isIdentifierByte(bytes[index]) else {
            index += 1
            continue
          }
          let start = index
          var packed: UInt64 = 0
          while index < bytes.count, Self.isIdentifierByte(bytes[index]) {
            if index - start < 9 { packed = packed &<< 7 | UInt64(bytes[index] & 0x7F) }
            index += 1
          }
          if let previous = keyword {
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            let name = String(decoding: word, as: UTF8.self)
            if previous.declaresName { names.insert(name) }
            if let path, previous.declaresType {
              filesDeclaringType[name, default: []].insert(path)
            }
          }
          keyword = index - start <= 9 ? Self.keywords[packed] : nil
        }
      }
    }
    return (names, filesDeclaringType)
  }

  /// What a declaring keyword declares.
  private struct Keyword {
    /// A name: the word after it.
    let declaresName: Bool
    /// A type, or an extension of one, in the file.
    let declaresType: Bool
  }

  /// The declaring keywords, by their bytes packed seven bits each (nine letters at most, so
  /// that each keyword has a number of its own).
  private static let keywords: [UInt64: Keyword] = Dictionary(
    uniqueKeysWithValues: [
      ("func", true, false), ("var", true, false), ("let", true, false), ("case", true, false),
      ("class", true, true), ("struct", true, true), ("enum", true, true),
      ("protocol", true, false), ("actor", true, false), ("init", true, false),
      ("extension", false, true),
    ].map { word, declaresName, declaresType in
      (
        word.utf8.reduce(UInt64(0)) { $0 &<< 7 | UInt64($1) },
        Keyword(declaresName: declaresName, declaresType: declaresType)
      )
    })

  /// A byte of an identifier: an ASCII letter, digit or underscore, or any byte outside ASCII.
  /// (Byte arithmetic: the checks run unoptimized, where a range pattern costs calls.)
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F
  }

  private static func files(under folder: String, withExtension pathExtension: String) throws
    -> [String: String]
  {
    let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [:] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let path = folder.isEmpty ? relative : folder + "/" + relative
      // A hidden folder (`.build`, `.git`) is not read, nor walked.
      if path.hasPrefix(".") || path.contains("/.") {
        enumerator.skipDescendants()
        continue
      }
      if path.hasSuffix("." + pathExtension) { paths.append(path) }
    }
    // Read on every core at once: the checks wait for the files.
    let texts = DocumentationIndex.concurrentMap(paths) { path in
      Result { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
    }
    var files: [String: String] = [:]
    for (path, text) in zip(paths, texts) { files[path] = try text.get() }
    return files
  }
}
