/// A question of a chapter's check of understanding: which type holds a responsibility after
/// the chapter's step, with the types to choose from and the member that makes the answer right.
///
/// A chapter writes it in Markdown a reader on GitHub can use as it is, under a marker naming
/// the answer, which the tutorial's assessment and a test of the answer read:
///
///     <!-- check answer: SearchPresenter.searchButtonClicked(query:) -->
///     1. Which type turns Enter on an empty search bar into the validation alert?
///        - `SearchViewController`
///        - `SearchPresenter`
///
///     <details>
///     <summary>Answer</summary>
///
///     `SearchPresenter` — its `searchButtonClicked(query:)` validates the query.
///
///     </details>
package struct LessonQuestion: Sendable, Equatable {
  /// The question, without its number.
  package var question: String
  /// The choices as written, each a type in backticks.
  package var choices: [String]
  /// The type the right choice names.
  package var answer: String
  /// The member of `answer` that makes it right, as a selector: `searchButtonClicked(query:)`.
  package var member: String
  /// Why, the Markdown of the folded answer.
  package var justification: String

  /// A question: its text, its choices, the type and member of the right one, and why.
  package init(
    question: String, choices: [String], answer: String, member: String, justification: String
  ) {
    self.question = question
    self.choices = choices
    self.answer = answer
    self.member = member
    self.justification = justification
  }

  /// The types the choices name, without backticks.
  package var choiceTypes: [String] { choices.map(Self.unquoted) }

  /// The marker's start.
  static let marker = "<!-- check answer: "

  /// The questions of `chapter`, in order; a marker not followed by a question, its choices and
  /// its answer in that shape is refused, naming the line.
  package static func questions(in chapter: Chapter) throws(GenerationError) -> [LessonQuestion] {
    let lines = chapter.proseLineList.map(\.trimmed)
    var questions: [LessonQuestion] = []
    var index = 0
    func refuse(_ reason: String) -> GenerationError {
      GenerationError("\(chapter.path): the check after `\(lines[index])` \(reason)")
    }
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix(marker), lines[index].hasSuffix("-->") else { continue }
      let named = lines[index].dropFirst(marker.count).dropLast(3).trimmed
      guard let dot = named.firstIndex(of: ".") else { throw refuse("names no member") }
      let answer = String(named[..<dot])
      let member = String(named[named.index(after: dot)...])
      var cursor = index + 1
      func skipBlank() { while cursor < lines.count, lines[cursor].isEmpty { cursor += 1 } }
      skipBlank()
      guard cursor < lines.count,
        let numbered = lines[cursor].firstMatch(of: #/^\d+\. (.+)$/#)
      else { throw refuse("has no numbered question") }
      let question = String(numbered.output.1)
      cursor += 1
      var choices: [String] = []
      while cursor < lines.count, lines[cursor].hasPrefix("- ") {
        choices.append(String(lines[cursor].dropFirst(2)))
        cursor += 1
      }
      skipBlank()
      guard cursor + 1 < lines.count, lines[cursor] == "<details>",
        lines[cursor + 1].hasPrefix("<summary>")
      else { throw refuse("has no folded answer") }
      cursor += 2
      var body: [String] = []
      while cursor < lines.count, lines[cursor] != "</details>" {
        body.append(lines[cursor])
        cursor += 1
      }
      let found = LessonQuestion(
        question: question, choices: choices, answer: answer, member: member,
        justification: body.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
          .joined(separator: "\n"))
      guard choices.count >= 2, found.choiceTypes.filter({ $0 == answer }).count == 1 else {
        throw refuse("does not list `\(answer)` once among two choices or more")
      }
      questions.append(found)
      index = cursor
    }
    return questions
  }

  private static func unquoted(_ choice: String) -> String {
    String(choice.drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
  }
}
