import Comparison
import DocsGeneration
import Testing

/// The chapters' checks of understanding are held to the code: each right answer is a type of
/// the architecture the chapter's step arrives at, declaring the member the answer names, and no
/// wrong choice declares it too.
@Suite struct LessonQuestionTests {
  /// The members each type of `folder` declares, by type name, from its declaration and every
  /// extension of it in the folder.
  static func members(in folder: String) -> [String: Set<String>] {
    var members: [String: Set<String>] = [:]
    for file in PackageTree.files.swiftFiles(under: "Sources/\(folder)") {
      for type in file.types {
        members[type.name, default: []].formUnion(type.members.map(\.selector))
      }
    }
    return members
  }

  @Test(arguments: Language.allCases)
  func everyRightAnswerDeclaresItsMemberAndNoWrongChoiceDoes(_ language: Language) throws {
    let tutorial = try LessonTutorialTests.packageTutorial(language)
    for (section, step) in zip(tutorial.sections, SiteLessonStep.registered) {
      #expect(
        (2...3).contains(section.questions.count),
        "\(section.chapter) (\(language.rawValue)): \(section.questions.count) questions")
      let members = Self.members(in: step.to.folder)
      for question in section.questions {
        let context = "\(section.chapter) (\(language.rawValue)): \(question.question)"
        guard let declared = members[question.answer] else {
          Issue.record("\(context): `\(question.answer)` is no type of \(step.to.folder)")
          continue
        }
        #expect(
          declared.contains(question.member),
          "\(context): `\(question.answer)` declares no `\(question.member)`")
        #expect(
          question.justification.contains("`\(question.member)`"),
          "\(context): the answer does not name `\(question.member)`")
        for wrong in question.choiceTypes where wrong != question.answer {
          #expect(
            members[wrong]?.contains(question.member) != true,
            "\(context): `\(wrong)` declares `\(question.member)` too, so it would also be right")
        }
      }
    }
  }

  @Test func theEnglishAndJapaneseChecksAskAboutTheSameMembers() throws {
    let english = try LessonTutorialTests.packageTutorial(.english)
    let japanese = try LessonTutorialTests.packageTutorial(.japanese)
    for (en, ja) in zip(english.sections, japanese.sections) {
      #expect(
        en.questions.map { [$0.answer, $0.member] + $0.choiceTypes }
          == ja.questions.map { [$0.answer, $0.member] + $0.choiceTypes }, "\(en.title)")
    }
  }

  /// A chapter whose check names `answer.member` among `choices`.
  static func chapter(_ marker: String, choices: [String]) throws -> Chapter {
    try Chapter(
      language: .english, name: "02-b",
      text: """
        # 02 · B

        ## Check your understanding

        \(marker)
        1. Which type decides?
        \(choices.map { "   - `\($0)`" }.joined(separator: "\n"))

        <details>
        <summary>Answer</summary>

        `Presenter` — its `decide()` decides.

        </details>

        """)
  }

  @Test func aCheckIsReadFromItsMarkerQuestionChoicesAndFoldedAnswer() throws {
    let questions = try LessonQuestion.questions(
      in: Self.chapter("<!-- check answer: Presenter.decide() -->", choices: ["View", "Presenter"]))
    #expect(
      questions == [
        LessonQuestion(
          question: "Which type decides?", choices: ["`View`", "`Presenter`"],
          answer: "Presenter", member: "decide()",
          justification: "`Presenter` — its `decide()` decides.")
      ])
  }

  @Test func aCheckWhoseAnswerIsNotAChoiceIsRefused() throws {
    #expect(throws: GenerationError.self) {
      try LessonQuestion.questions(
        in: Self.chapter(
          "<!-- check answer: Interactor.decide() -->", choices: ["View", "Presenter"]))
    }
    #expect(throws: GenerationError.self) {
      try LessonQuestion.questions(
        in: Self.chapter("<!-- check answer: Presenter -->", choices: ["View", "Presenter"]))
    }
  }
}
