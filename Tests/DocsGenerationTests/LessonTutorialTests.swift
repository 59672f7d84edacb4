import Comparison
import DocsGeneration
import Registry
import Testing

/// The tutorial is the registry's lesson path: a section per step, in its order, showing the
/// files each step changes, read from the package when the site is built.
@Suite struct LessonTutorialTests {
  /// The tutorial of the package itself, in each language, built once for every test.
  static let packageTutorials = Language.allCases.map { language in
    Result { try makePackageTutorial(language, chapters: packageChapters.get()) }
  }

  /// The chapters of both languages, read once: each tutorial links to either language's.
  private static let packageChapters = Result {
    let site = DocumentationSite(
      tree: PackageTree.files, architectures: SiteArchitecture.registered,
      path: SiteLessonStep.registered)
    return try Language.allCases.flatMap { try site.chapters($0) }
  }

  /// The tutorial of the package itself, in `language`.
  static func packageTutorial(_ language: Language) throws -> LessonTutorial {
    try packageTutorials[Language.allCases.firstIndex(of: language) ?? 0].get()
  }

  private static func makePackageTutorial(_ language: Language, chapters: [Chapter]) throws
    -> LessonTutorial
  {
    try LessonTutorial(
      path: SiteLessonStep.registered, language: language,
      chapters: chapters.filter { $0.language == language },
      converter: ArticleConverter(
        links: SiteLinks(
          chapters: chapters, architectureFolders: SiteArchitecture.registered.map(\.folder),
          pictures: ["search-screen.svg", "search-as-you-type.svg"])),
      tree: PackageTree.files)
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

  @Test(arguments: Language.allCases)
  func eachSectionShowsTheFilesItsChapterQuotesInTheChaptersOrderEachOnce(_ language: Language)
    throws
  {
    let tutorial = try Self.packageTutorial(language)
    let chapters = try Self.packageChapters.get().filter { $0.language == language }
    for (section, step) in zip(tutorial.sections, SiteLessonStep.registered) {
      let chapter = try #require(chapters.first { $0.name == section.chapter })
      var quoted: [String] = []
      for excerpt in chapter.excerpts where !quoted.contains(excerpt.source) {
        quoted.append(excerpt.source)
      }
      let sources = section.steps.map(\.code.source)
      #expect(Set(sources).count == sources.count, "\(section.title): a file shown twice")
      #expect(section.steps.count <= LessonTutorial.mostFilesShown + 1, "\(section.title)")
      let explained = sources.filter { quoted.contains($0) }
      #expect(explained == quoted.filter { explained.contains($0) }, "\(section.title): order")
      #expect(explained.count >= 2, "\(section.title): \(explained)")
      for shown in section.steps {
        #expect(shown.code.text == PackageTree.files.contents(of: shown.code.source))
        #expect(shown.code.source.hasPrefix("Sources/\(step.to.folder)/"))
        #expect(!shown.text.contains("Before:") && !shown.text.contains("変更前"))
        if let previous = shown.previous {
          #expect(previous.source.hasPrefix("Sources/\(step.from.folder)/"))
          #expect(previous.text == PackageTree.files.contents(of: previous.source))
        }
      }
      #expect(
        section.steps.last?.text.contains("swift run compare diff \(step.from.key) \(step.to.key)")
          == true, "\(section.title): the closing step")
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

  @Test func aQuotedFileIsOneStepWithTheChaptersTextComparedWithTheFileOfItsRole() throws {
    let section = try #require(try Self.smallTutorial().sections.first)
    #expect(
      section.steps.map(\.code.source) == [
        "Sources/B/UI/View.swift", "Sources/B/Presentation/Presenter.swift",
      ])
    #expect(section.steps.map(\.previous?.source) == ["Sources/A/UI/View.swift", nil])
    #expect(section.steps[0].text == "The view forwards, see [chapter 00](doc:00-how).")
    #expect(section.steps[1].text.contains("`Presentation/Presenter.swift`"))
    #expect(section.steps[1].text.contains("`UI/Old.swift`"))
    #expect(section.steps[1].text.contains("`swift run compare diff a b`"))
    #expect(section.introduction.hasPrefix("The idea."))
    #expect(section.opening == "B moves the decisions out.")
    #expect(section.chapter == "02-b")
    #expect(section.page == "lesson-a-b")
  }

  @Test func thePageComparesEachFileWithTheFileOfItsRole() throws {
    let tutorial = try Self.smallTutorial()
    let page = try #require(tutorial.pages["lesson-a-b.tutorial"])
    #expect(
      page.contains(
        #"@Code(name: "B/UI/View.swift", file: "a-b-02-after-View.swift", "#
          + #"previousFile: "a-b-01-before-View.swift")"#))
    #expect(tutorial.resources["a-b-01-before-View.swift"] == "let a = 1\nlet b = 2\n")
    #expect(page.contains(#"@Intro(title: "A → B")"#))
    let contents = tutorial.tableOfContents(chapterTitle: "Reading", picture: ("p.svg", "P"))
    #expect(contents.contains(#"@TutorialReference(tutorial: "doc:lesson-a-b")"#))
    #expect(contents.contains("The chain of steps."))
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
