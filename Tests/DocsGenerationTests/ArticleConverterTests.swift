import Comparison
import DocsGeneration
import Testing

/// A chapter becomes a DocC article mechanically: its order, links, pictures and excerpts kept,
/// each link rewritten to where the site holds its target.
@Suite struct ArticleConverterTests {
  let converter: ArticleConverter

  /// A converter for two chapters in each language, the second with a heading to link to.
  init() throws {
    var chapters: [Chapter] = []
    for language in Language.allCases {
      chapters.append(try Chapter(language: language, name: "03-mvp", text: "# 03 · MVP\n"))
      chapters.append(
        try Chapter(
          language: language, name: "07-bindings",
          text: "# 07\n\n## The pipeline: `filter`, `debounce`\n\nText.\n"))
    }
    converter = ArticleConverter(
      links: SiteLinks(
        chapters: chapters, architectureFolders: ["MVP", "MVVMModel"],
        pictures: ["search-screen.svg"]))
  }

  /// The article for `text`, written as `Tutorials/en/00-how.md`, in the English catalog.
  func article(_ text: String, source: String = "Tutorials/en/00-how.md") throws -> String {
    try converter.article(
      MarkdownSegment.segments(of: text, path: source), source: source,
      catalog: .chapters(.english))
  }

  @Test func aLinkToAChapterOfTheSameLanguageIsADocLink() throws {
    #expect(
      try article("Next: [chapter 03](03-mvp.md) moves it.\n")
        == "Next: [chapter 03](doc:03-mvp) moves it.\n")
  }

  @Test func aHeadingLinkTakesDocCsAnchorForTheHeading() throws {
    #expect(
      try article("See [the pipeline](07-bindings.md#the-pipeline-filter-debounce).\n")
        == "See [the pipeline](doc:07-bindings#The-pipeline-filter-debounce).\n")
  }

  @Test func aLinkToAHeadingThatDoesNotExistIsRefused() throws {
    #expect(throws: GenerationError.self) {
      try article("See [it](07-bindings.md#no-such-heading).\n")
    }
  }

  @Test func aLinkToTheOtherLanguageIsItsPathInTheSite() throws {
    #expect(
      try article("*About 20 minutes. [日本語](../ja/03-mvp.md)*\n")
        == "*About 20 minutes. [日本語](/documentation/sidebyside-ja/03-mvp)*\n")
  }

  @Test func aLinkToAnArchitecturesReadmeIsItsReference() throws {
    #expect(
      try article(
        "As [Model-only](../MVVMModel/README.md) does.\n", source: "Sources/MVP/README.md")
        == "As [Model-only](/documentation/mvvmmodel) does.\n")
  }

  @Test func aPictureBecomesTheCatalogsResource() throws {
    #expect(
      try article("![The screen](../images/search-screen.svg)\n")
        == "![The screen](search-screen)\n")
  }

  @Test func aPictureOutsideTheImagesFolderIsRefused() throws {
    #expect(throws: GenerationError.self) { try article("![A](../images/nothing.svg)\n") }
  }

  @Test func aFileTheSiteDoesNotHoldKeepsItsPathInTheText() throws {
    #expect(
      try article("Try [the kata](../Exercises/mvp/search.md).\n")
        == "Try the kata (`Tutorials/Exercises/mvp/search.md`).\n")
    #expect(
      try article("([Assembly.swift:22](UI/Assembly.swift#L22))\n", source: "Sources/MVP/README.md")
        == "(Assembly.swift:22)\n")
  }

  @Test func codeBlocksAndMermaidDiagramsStayAsTheyAre() throws {
    let text = """
      ```swift
      // From Sources/MVP/UI/Assembly.swift
      let link = "[x](03-mvp.md)"
      ```

      ```mermaid
      flowchart LR
        a --> b
      ```

      """
    #expect(try article(text) == text)
  }

  @Test func codeSpansAreNotLinks() throws {
    #expect(try article("Write `[x](03-mvp.md)` as is.\n") == "Write `[x](03-mvp.md)` as is.\n")
  }

  @Test func generatorMarkersAndFoldedAnswersBecomePlainMarkdown() throws {
    let text = """
      <!-- compare graph mvp -->
      Diagram.
      <!-- end compare graph -->

      <details>
      <summary>Answers</summary>

      1. One.

      </details>

      """
    #expect(try article(text) == "Diagram.\n\n**Answers**\n\n1. One.\n\n")
  }

  @Test func aSymbolLinkNamingAnArchitectureIsMadeAbsolute() throws {
    #expect(
      try article("``MVP/SearchPresenter`` and ``SearchPresenter.nosuch`` and `MVP/Assembly`\n")
        == "``/MVP/SearchPresenter`` and ``SearchPresenter.nosuch`` and `MVP/Assembly`\n")
  }

  @Test func aLineStartingWithAnAtSignIsNotADirective() throws {
    #expect(
      try article("The view model is\n@Observable here.\n")
        == "The view model is\n\\@Observable here.\n")
  }

  @Test func aLineBreakInATableCellBecomesASemicolon() throws {
    #expect(try article("| `a` → `b`<br>`c` → `d` |\n") == "| `a` → `b`; `c` → `d` |\n")
  }

  @Test func aCarriageReturnOrAnUnclosedBlockIsRefusedWithItsLine() throws {
    #expect(
      throws: GenerationError(
        "Tutorials/en/00-how.md:2: a carriage return; the site reads chapters with LF line endings")
    ) {
      try article("One.\nTwo.\r\n")
    }
    #expect(
      throws: GenerationError("Tutorials/en/00-how.md:3: a code block opened here is never closed")
    ) {
      try article("One.\n\n```swift\nlet a = 1\n")
    }
  }
}
