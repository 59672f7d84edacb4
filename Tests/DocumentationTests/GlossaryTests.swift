import Foundation
import TestSupport
import Testing

/// The Japanese chapters, the chapter index and the kata pages call each concept by the one
/// name `Tutorials/ja/glossary.md` lists.
///
/// A variant the glossary rules out fails the test, outside code blocks and inline code.
@Suite struct GlossaryTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  @Test func theGlossaryListsTermsAndVariants() throws {
    let entries = GlossaryEntry.entries(in: try glossary())
    #expect(entries.count >= 10)
    #expect(entries.allSatisfy { !$0.variants.isEmpty })
  }

  @Test func japaneseChaptersUseTheGlossarysTerms() throws {
    let entries = GlossaryEntry.entries(in: try glossary())
    for (path, text) in documentation.markdownFiles
    where Self.isJapaneseProse(path) && !path.hasSuffix("/glossary.md") {
      // Only the variants the page holds somewhere are looked for line by line.
      let held = entries.flatMap { entry in
        entry.variants.filter(text.containsExactly).map { (entry.term, $0) }
      }
      guard !held.isEmpty else { continue }
      for (number, line) in index.prose(of: path) {
        for (term, variant) in held where GlossaryEntry.line(line, contains: variant) {
          Issue.record("\(path):\(number) says 「\(variant)」: use 「\(term)」")
        }
      }
    }
  }

  @Test func aVariantInsideAWordOrCodeIsNotAMatch() {
    #expect(GlossaryEntry.line("MVVM Model-only を使う", contains: "MVVM Model") == false)
    #expect(GlossaryEntry.line("MVVM Model では", contains: "MVVM Model"))
    #expect(GlossaryEntry.line("この仕事は", contains: "仕事"))
    let text = "`仕事` は\n```swift\n仕事\n```\n仕事"
    #expect(MarkdownBlock.prose(of: text).map { $0.line } == [" は", "仕事"])
  }

  /// The pages whose Japanese the glossary governs: the chapters, the index of chapters (its
  /// titles), and the kata pages (their Japanese halves).
  static func isJapaneseProse(_ path: String) -> Bool {
    path.hasPrefix("Tutorials/ja/") || path == "Tutorials/README.md"
      || path.hasPrefix("Tutorials/Exercises/")
  }

  private func glossary() throws -> String {
    try #require(documentation.markdownFiles["Tutorials/ja/glossary.md"])
  }
}
