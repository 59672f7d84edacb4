import Comparison
import Foundation

/// Every fact the documentation checks derive from the package, each derived the first time a
/// check asks for it and then shared by every check in the run: the pages' prose numbers and
/// sentences, the members of each source, the counts of the code, the number check's accounts.
///
/// A check asks the index instead of reading the tree again, so that the cost of a fact is paid
/// once per run, never once per number, per sentence or per planted copy. A test that plants a
/// mistake checks the one page it changed against the index.
///
/// `@unchecked Sendable`: each fact is kept in a slot of its own, whose lock is held while the
/// fact is derived, so that it is derived once while checks that ask for other facts go on; the
/// table of slots is kept under `lock`. A fact may ask for another, never for itself.
final class DocumentationIndex: @unchecked Sendable {
  /// The package's index, built on first use.
  static let shared = Result { DocumentationIndex(try Documentation.loaded.get()) }

  /// The package's Markdown and Swift files.
  let documentation: Documentation
  /// The package's Markdown and Swift files as `compare` reads a package, from the files read
  /// once: where the counts of the code are read, as `compare table --write` reads them.
  let tree: InMemoryFileTree

  private let lock = NSLock()
  private var slots: [String: Slot] = [:]

  init(_ documentation: Documentation) {
    self.documentation = documentation
    tree = InMemoryFileTree(
      files: documentation.markdownFiles.merging(documentation.sourceFiles) { $1 }
        .merging(documentation.testFiles) { $1 }
        .merging(["Package.swift": documentation.packageManifest]) { $1 })
  }

  /// The fact named `key`, derived by `derive` the first time it is asked for.
  func fact<Value>(_ key: String, _ derive: () throws -> Value) rethrows -> Value {
    let slot = lock.withLock {
      if let slot = slots[key] { return slot }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    return try slot.lock.withLock {
      if let known = slot.value as? Derived<Value> { return known.value }
      let value = try derive()
      slot.value = Derived(value: value)
      return value
    }
  }

  /// Where one fact is kept.
  private final class Slot {
    let lock = NSLock()
    var value: Any?
  }

  /// A fact as it is kept, so that a fact that is an optional is told from one not yet derived.
  private struct Derived<Value> {
    let value: Value
  }

  /// `transform` applied to each of `items`, on every core at once: for a fact derived page by
  /// page, which every check waiting for it would otherwise wait for on one core.
  static func concurrentMap<Item: Sendable, Value>(
    _ items: [Item], _ transform: @Sendable (Item) -> Value
  ) -> [Value] {
    var results = [Value?](repeating: nil, count: items.count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each iteration writes its own element only.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots[index] = transform(items[index])
      }
    }
    return results.compactMap { $0 }
  }

  // MARK: - Pages

  /// A page's path as a test's argument shows it: `en/03` for a chapter, `en/study-session`,
  /// `MVC README` for an architecture's README, the path for anything else.
  static func shortName(of path: String) -> String {
    let parts = path.split(separator: "/")
    if parts.count == 3, parts[0] == "Tutorials" {
      let name = parts[2].dropLast(".md".count)
      let number = name.prefix { $0.isNumber }
      return "\(parts[1])/\(number.isEmpty ? name : number)"
    }
    if parts.count == 3, parts[0] == "Sources", parts[2] == "README.md" {
      return "\(parts[1]) README"
    }
    return path
  }

  /// The pages a learner reads, in order (``Documentation/learnerPages``).
  var learnerPages: [(path: String, text: String)] {
    fact("learnerPages") { documentation.learnerPages }
  }

  /// The paragraphs of the prose of the page at `path`.
  func paragraphs(of path: String) -> [ProseParagraph] {
    fact("paragraphs " + path) {
      ProseParagraph.paragraphs(in: documentation.markdownFiles[path] ?? "")
    }
  }

  /// The numbers in the prose of the page at `path`.
  func proseNumbers(of path: String) -> [ProseNumber] {
    fact("proseNumbers " + path) {
      ProseNumber.numbers(
        inFile: path, paragraphs: paragraphs(of: path), sharedMatches: matches(inParagraph:))
    }
  }

  /// What the count patterns found in a paragraph of the prose, by the paragraph's text: shared
  /// by every page that holds the paragraph, so that a planted copy of a page has only the
  /// paragraph it changed searched again.
  func matches(inParagraph text: String) -> ParagraphMatches {
    fact("matches " + text) { ParagraphMatches() }
  }

  /// The sentences of the prose of the page at `path`.
  func sentences(of path: String) -> [ProseSentence] {
    fact("sentences " + path) { ProseSentence.sentences(in: paragraphs(of: path)) }
  }

  /// The lines of the page at `path` outside fenced blocks, inline code removed.
  func prose(of path: String) -> [(number: Int, line: String)] {
    fact("prose " + path) { MarkdownBlock.prose(of: documentation.markdownFiles[path] ?? "") }
  }

  // MARK: - Code

  /// What the sources and the tests declare: names, and the files that declare each type.
  var declarations: Documentation.Declarations {
    fact("declarations") { documentation.declarations }
  }

  /// The members of the Swift source at `path`, each with its code.
  func members(of path: String) -> SwiftMembers {
    fact("members " + path) { SwiftMembers(source: documentation.sourceFiles[path] ?? "") }
  }

  /// The Swift sources of an architecture's folder, `Sources/<folder>/`, sorted.
  func sourceFiles(inFolder folder: String) -> [String] {
    fact("sourceFiles " + folder) {
      documentation.sourceFiles.keys.filter { $0.hasPrefix("Sources/\(folder)/") }.sorted()
    }
  }

  /// How many architectures the package has, counted as `compare table --write` counts them.
  var architectureCount: Int? {
    fact("architectureCount") { QuotedCount.architectureCount(tree) }
  }

  /// The lines of the MVC search controller, which several sentences state.
  var mvcControllerLines: Int? {
    fact("mvcControllerLines") {
      tree.contents(of: "Sources/MVC/UI/SearchViewController.swift")?.filter { $0 == "\n" }.count
    }
  }

  /// The functions `type` declares in the one source named after it, `<type>.swift`; nil unless
  /// there is one such source.
  func methods(of type: String) -> Int? {
    fact("methods " + type) {
      let files = documentation.sourceFiles.keys.filter { $0.hasSuffix("/\(type).swift") }
      guard files.count == 1, let file = files.first else { return nil }
      return members(of: file).members.filter {
        $0.name.contains("(") && !$0.name.hasPrefix("init(")
      }
      .count
    }
  }

  /// The repositories the search screen's picture shows: its rows, each with a star.
  var pictureRows: Int? {
    fact("pictureRows") {
      let url = Documentation.root.appendingPathComponent("Tutorials/images/search-screen.svg")
      return (try? String(contentsOf: url, encoding: .utf8))?.filter { $0 == "★" }.count
    }
  }

  // MARK: - The number check

  /// What the number check reads from the package once: constants, counts, the allowlist.
  func numberCheck() throws -> ProseNumberCheck {
    try fact("numberCheck") { try ProseNumberCheck(index: self) }
  }
}
