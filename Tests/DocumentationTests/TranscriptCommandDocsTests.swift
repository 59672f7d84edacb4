import Foundation
import Testing

/// Where the README and chapter 00 list the transcript's `:open`, they say which "open" it is:
/// the selected row's detail screen, as Enter opens it — while the browser is the detail
/// screen's `o` key.
@Suite struct TranscriptCommandDocsTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The words that say "the detail screen" in each document.
  static let detailScreen = [
    "README.md": "detail screen",
    "Tutorials/en/00-how-to-use-this-kit.md": "detail screen",
    "Tutorials/ja/00-how-to-use-this-kit.md": "詳細画面",
  ]

  /// A message for each paragraph of `text` that names `:open` without saying that it opens the
  /// detail screen and that `o` opens the browser.
  static func unclearParagraphs(in text: String, detailScreen: String) -> [String] {
    text.components(separatedBy: "\n\n").filter { $0.contains("`:open`") }
      .filter { !($0.contains(detailScreen) && $0.contains("`o`")) }
      .map { "“\($0.prefix(60))…” names `:open` without saying what it opens" }
  }

  /// A page as a test's argument, shown by its short name (`en/00`).
  struct Page: CustomTestStringConvertible, Sendable {
    let path: String
    var testDescription: String { DocumentationIndex.shortName(of: path) }
  }

  @Test(arguments: detailScreen.keys.sorted().map(Page.init))
  func openSaysItOpensTheDetailScreenNotTheBrowser(_ page: Page) throws {
    let path = page.path
    let text = try #require(documentation.markdownFiles[path])
    let words = try #require(Self.detailScreen[path])
    #expect(text.contains("`:open`"), "\(path) does not list `:open`")
    for message in Self.unclearParagraphs(in: text, detailScreen: words) {
      Issue.record("\(path): \(message)")
    }
  }

  @Test func aBareListIsCaught() {
    let bare = "a query, or `:select N`, `:open`, `:back`:"
    #expect(Self.unclearParagraphs(in: bare, detailScreen: "detail screen").count == 1)
    let told = bare + " `:open` opens the detail screen; `o` opens the browser."
    #expect(Self.unclearParagraphs(in: told, detailScreen: "detail screen").isEmpty)
  }
}
