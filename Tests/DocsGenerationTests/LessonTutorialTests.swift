import Comparison
import DocsGeneration
import Registry
import Testing

/// The tutorial is the registry's lesson path: a section per step, in its order, showing the
/// files each step changes, read from the package when the site is built.
@Suite struct LessonTutorialTests {
  /// The tutorial of the package itself, in `language`: built once per run for every test.
  static func packageTutorial(_ language: Language) throws -> LessonTutorial {
    try #require(try packageTutorials.get()[language])
  }

  /// The package's tutorial in each language, built once from one reading of its chapters.
  static let packageTutorials = buildTutorials()

  /// The package's tutorial in each language, built from the package's files.
  static func buildTutorials() -> Result<[Language: LessonTutorial], any Error> {
    Result {
      let site = DocumentationSite(
        tree: PackageTree.files, architectures: SiteArchitecture.registered,
        path: SiteLessonStep.registered)
      var chapters: [Chapter] = []
      for language in Language.allCases { chapters += try site.chapters(language) }
      let converter = ArticleConverter(
        links: SiteLinks(
          chapters: chapters, architectureFolders: SiteArchitecture.registered.map(\.folder),
          pictures: ["search-screen.svg", "search-as-you-type.svg"]))
      var tutorials: [Language: LessonTutorial] = [:]
      for language in Language.allCases {
        tutorials[language] = try LessonTutorial(
          path: SiteLessonStep.registered, language: language,
          chapters: chapters.filter { $0.language == language }, converter: converter,
          tree: PackageTree.files)
      }
      return tutorials
    }
  }

  @Test(arguments: Language.allCases)
  func theSectionsAreTheRegisteredLessonPathInItsOrder(_ language: Language) throws {
    let tutorial = try Self.packageTutorial(language)
    #expect(
      tutorial.sections.map(\.title)
        == Registry.lessonPath.map { "\($0.from.name) → \($0.to.name)" })
    for (section, step) in zip(tutorial.sections, Registry.lessonPath) {
      let idea = language == .english ? step.idea.english : step.idea.japanese
      #expect(section.introduction.lowercased().contains(idea.lowercased()), "\(section.title)")
    }
  }

  @Test func eachSectionShowsTheCodeFilesItsStepChangesAsThePackageHasThem() throws {
    let tutorial = try Self.packageTutorial(.english)
    for (section, step) in zip(tutorial.sections, SiteLessonStep.registered) {
      let diff = ArchitectureDiff(
        old: ComparedArchitecture(name: step.from.name, folder: step.from.folder),
        new: ComparedArchitecture(name: step.to.name, folder: step.to.folder),
        tree: PackageTree.files)
      let changed = diff.pairing.pairs.filter {
        StepSize.isCode($0.old) && !diff.diff(of: $0).hunks().isEmpty
      }
      var expected = Set(changed.map { "Sources/\(step.from.folder)/\($0.old)" })
      expected.formUnion(changed.map { "Sources/\(step.to.folder)/\($0.new)" })
      expected.formUnion(
        diff.pairing.onlyNew.filter(StepSize.isCode).map { "Sources/\(step.to.folder)/\($0)" })
      expected.formUnion(
        diff.pairing.onlyOld.filter(StepSize.isCode).map { "Sources/\(step.from.folder)/\($0)" })
      #expect(Set(section.steps.map(\.code.source)) == expected, "\(section.title)")
      #expect(section.steps.count == expected.count, "\(section.title): a file shown twice")
      for (index, shown) in section.steps.enumerated() {
        #expect(shown.code.text == PackageTree.files.contents(of: shown.code.source))
        if let previous = shown.previousResource {
          #expect(previous == section.steps[index - 1].code.resource, "\(shown.code.source)")
        }
      }
    }
  }

  /// Two architectures, `A` and `B`, with one file changed, one the same, one new, one gone.
  static let smallPackage = InMemoryFileTree(files: [
    "Sources/A/UI/View.swift": "let a = 1\nlet b = 2\n",
    "Sources/A/UI/Same.swift": "let same = 0\n",
    "Sources/A/UI/Old.swift": "let old = 0\n",
    "Sources/A/Demo/main.swift": "run(.a)\n",
    "Sources/B/UI/View.swift": "let a = 1\nlet c = 3\n",
    "Sources/B/UI/Same.swift": "let same = 0\n",
    "Sources/B/Presentation/Presenter.swift": "let presenter = 0\n",
    "Sources/B/Demo/main.swift": "run(.b)\n",
  ])

  static func smallTutorial() throws -> LessonTutorial {
    let chapters = [
      try Chapter(
        language: .english, name: "00-how",
        text: "# 00\n\n## Reading\n\nThe chain of steps:\n\n<!-- compare path en -->\n"),
      try Chapter(
        language: .english, name: "02-b",
        text: """
          # 02 · B

          *About 5 minutes.*

          B moves the decisions out.

          <!-- compare graph b -->
          <!-- end compare graph -->

          The view forwards, see [chapter 00](00-how.md):

          ```swift
          // From Sources/B/UI/View.swift
          let c = 3
          ```

          """),
    ]
    let a = SiteArchitecture(name: "A", folder: "A", key: "a")
    let b = SiteArchitecture(name: "B", folder: "B", key: "b")
    return try LessonTutorial(
      path: [SiteLessonStep(from: a, to: b, idea: "the idea", ideaInJapanese: "考え")],
      language: .english, chapters: chapters,
      converter: ArticleConverter(
        links: SiteLinks(chapters: chapters, architectureFolders: ["A", "B"], pictures: [])),
      tree: smallPackage)
  }

  @Test func aChangedFileIsShownBeforeThenAfterComparedWithBefore() throws {
    let section = try #require(try Self.smallTutorial().sections.first)
    #expect(
      section.steps.map(\.code.resource) == [
        "a-b-01-new-Presenter.swift", "a-b-02-before-View.swift", "a-b-03-after-View.swift",
        "a-b-04-removed-Old.swift",
      ])
    #expect(section.steps.map(\.previousResource) == [nil, nil, "a-b-02-before-View.swift", nil])
    #expect(section.steps[2].text.contains("The view forwards, see [chapter 00](doc:00-how):"))
    #expect(section.introduction.hasPrefix("The idea.\n\nB moves the decisions out."))
    #expect(section.chapter == "02-b")
  }

  @Test func thePageComparesEachAfterWithItsBeforeAndResetsTheRest() throws {
    let page = try Self.smallTutorial().page
    #expect(
      page.contains(
        #"@Code(name: "B/UI/View.swift", file: "a-b-03-after-View.swift", "#
          + #"previousFile: "a-b-02-before-View.swift")"#))
    #expect(
      page.contains(
        #"@Code(name: "A/UI/View.swift", file: "a-b-02-before-View.swift", reset: true)"#))
    #expect(page.contains(#"@Section(title: "A → B")"#))
    #expect(page.contains("The chain of steps."))
  }

  @Test func aStepWhoseChapterIsMissingIsRefused() throws {
    let a = SiteArchitecture(name: "A", folder: "A", key: "a")
    let c = SiteArchitecture(name: "C", folder: "C", key: "c")
    let chapters = [
      try Chapter(
        language: .english, name: "00-how", text: "# 00\n\nChain:\n\n<!-- compare path en -->\n")
    ]
    #expect(throws: GenerationError.self) {
      try LessonTutorial(
        path: [SiteLessonStep(from: a, to: c, idea: "x", ideaInJapanese: "x")],
        language: .english, chapters: chapters,
        converter: ArticleConverter(
          links: SiteLinks(chapters: chapters, architectureFolders: [], pictures: [])),
        tree: Self.smallPackage)
    }
  }
}
