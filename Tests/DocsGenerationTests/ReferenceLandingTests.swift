import DocsGeneration
import Testing

/// An architecture's reference opens on its README, and lists its types by the module that
/// declares them, so the boundary the package draws stays visible.
@Suite struct ReferenceLandingTests {
  @Test func theReadmeIsTheLandingPageWithTheTypesGroupedByModule() throws {
    let readme =
      "# MVP (passive view) — `mvp-demo`\n\n## Roles\n\nSee [Model-only](../MVVMModel/README.md).\n"
    let page = try ReferenceLanding.page(
      folder: "MVP", readme: MarkdownSegment.segments(of: readme, path: "Sources/MVP/README.md"),
      modules: ["MVPPresentation", "MVP"],
      symbols: [
        "MVPPresentation": [.init(name: "SearchPresenter", file: "SearchPresenter.swift", line: 8)],
        "MVP": [.init(name: "SearchViewController", file: "SearchViewController.swift", line: 5)],
      ],
      converter: ArticleConverter(
        links: SiteLinks(chapters: [], architectureFolders: ["MVP", "MVVMModel"], pictures: [])))
    #expect(
      page == """
        # ``MVP``

        MVP (passive view) — `mvp-demo`

        ## Roles

        See [Model-only](/documentation/mvvmmodel).

        ## Topics

        ### MVPPresentation

        The module `MVPPresentation`, in `Sources/MVP/Presentation`.

        - ``SearchPresenter``

        ### MVP

        The module `MVP`, in `Sources/MVP/UI`.

        - ``SearchViewController``

        """)
  }
}
