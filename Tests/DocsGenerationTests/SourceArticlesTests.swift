import Comparison
import DocsGeneration
import Testing

/// The chapters' links to the source articles (`../README.md#the-articles`) are links in the
/// site: each chapters catalog holds the README's section "The articles" as a page of its own.
@Suite struct SourceArticlesTests {
  static let readme = """
    # Tutorials

    | | English |
    | --- | --- |
    | 03 | [MVP](en/03-mvp.md) |

    ## The articles

    The kit answers one article.

    | Article · 記事 | Chapters · 章 |
    | --- | --- |
    | 「MVPアーキテクチャでGitHubAPIを叩く」 | 03 |

    ## Kata

    Exercises.

    """

  /// A converter for one chapter in each language, the page of the source articles present.
  static func converter(hasSourceArticles: Bool = true) throws -> ArticleConverter {
    let chapters = try Language.allCases.map {
      try Chapter(language: $0, name: "03-mvp", text: "# 03 · MVP\n")
    }
    return ArticleConverter(
      links: SiteLinks(
        chapters: chapters, architectureFolders: ["MVP"], pictures: [],
        hasSourceArticles: hasSourceArticles))
  }

  static func article(
    _ text: String, source: String, catalog: SiteCatalog, hasSourceArticles: Bool = true
  ) throws -> String {
    try converter(hasSourceArticles: hasSourceArticles).article(
      MarkdownSegment.segments(of: text, path: source), source: source, catalog: catalog)
  }

  @Test func thePageIsTheSectionAloneUnderATitle() throws {
    let page = try #require(SourceArticles.page(readme: Self.readme))
    #expect(
      page == """
        # The articles · 記事

        The kit answers one article.

        | Article · 記事 | Chapters · 章 |
        | --- | --- |
        | 「MVPアーキテクチャでGitHubAPIを叩く」 | 03 |

        """)
  }

  @Test func aReadmeWithoutTheSectionHasNoPage() {
    #expect(SourceArticles.page(readme: "# Tutorials\n\n## The chapters\n") == nil)
  }

  @Test(arguments: [Language.english, .japanese])
  func aChapterLinksToThePageInItsOwnCatalog(language: Language) throws {
    #expect(
      try Self.article(
        "As [「MVPアーキテクチャでGitHubAPIを叩く」](../README.md#the-articles) shows.\n",
        source: "Tutorials/\(language.rawValue)/01-screen.md", catalog: .chapters(language))
        == "As [「MVPアーキテクチャでGitHubAPIを叩く」](doc:the-articles) shows.\n")
  }

  @Test func anArchitecturesReadmeLinksToThePageByItsPathInTheSite() throws {
    #expect(
      try Self.article(
        "The [MVP article](../../Tutorials/README.md#the-articles).\n",
        source: "Sources/MVP/README.md", catalog: .reference(folder: "MVP"))
        == "The [MVP article](/documentation/sidebyside/the-articles).\n")
  }

  @Test func withoutThePageTheLinkStaysText() throws {
    #expect(
      try Self.article(
        "As [the MVP article](../README.md#the-articles) shows.\n",
        source: "Tutorials/en/01-screen.md", catalog: .chapters(.english),
        hasSourceArticles: false)
        == "As the MVP article (`Tutorials/README.md`) shows.\n")
  }

  @Test func anotherSectionOfTheReadmeStaysText() throws {
    #expect(
      try Self.article(
        "See [the kata](../README.md#kata).\n", source: "Tutorials/en/01-screen.md",
        catalog: .chapters(.english))
        == "See the kata (`Tutorials/README.md`).\n")
  }
}
