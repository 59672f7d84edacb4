extension LessonTutorial {
  /// The tutorial's pages, one per section, by file name: `lesson-mvc-mvp.tutorial`.
  package var pages: [String: String] {
    var pages: [String: String] = [:]
    for section in sections { pages[section.page + ".tutorial"] = page(section) }
    return pages
  }

  /// The page of `section`: its introduction, its steps, its check of understanding.
  func page(_ section: Section) -> String {
    var lines = [
      "@Tutorial {",
      "  @Intro(title: \(Self.quoted(section.title))) {",
      Self.indented(section.introduction, by: 4),
      "  }",
      "",
      "  @Section(title: \(Self.quoted(section.title))) {", "    @ContentAndMedia {",
      Self.indented(section.opening, by: 6), "    }", "", "    @Steps {",
    ]
    for step in section.steps {
      var arguments = [
        "name: \(Self.quoted(step.code.name))", "file: \(Self.quoted(step.code.resource))",
      ]
      if let previous = step.previousResource {
        arguments.append("previousFile: \(Self.quoted(previous))")
      } else {
        arguments.append("reset: true")
      }
      lines += [
        "      @Step {", Self.indented(step.text, by: 8), "",
        "        @Code(\(arguments.joined(separator: ", ")))", "      }",
      ]
    }
    lines += ["    }", "  }"]
    if !section.questions.isEmpty {
      let reactions = language.reactions
      lines += ["", "  @Assessments {"]
      for question in section.questions {
        lines += ["    @MultipleChoice {", Self.indented(question.question, by: 6), ""]
        for (choice, type) in zip(question.choices, question.choiceTypes) {
          let isCorrect = type == question.answer
          lines += [
            "      @Choice(isCorrect: \(isCorrect)) {", Self.indented(choice, by: 8), "",
            "        @Justification(reaction: "
              + "\(Self.quoted(isCorrect ? reactions.right : reactions.wrong))) {",
            Self.indented(question.justification, by: 10), "        }", "      }",
          ]
        }
        lines.append("    }")
      }
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of contents, `<catalog>.tutorial`: the path's introduction, then one chapter
  /// named `chapterTitle` listing the steps' pages, under `picture` (a resource name and its
  /// alternative text).
  package func tableOfContents(chapterTitle: String, picture: (source: String, alt: String))
    -> String
  {
    let name = SiteCatalog.chapters(language).name
    var lines = [
      "@Tutorials(name: \(Self.quoted(name))) {",
      "  @Intro(title: \(Self.quoted(language.tutorialTitle))) {",
      Self.indented(introduction, by: 4),
      "  }",
      "",
      "  @Chapter(name: \(Self.quoted(chapterTitle))) {",
      "    @Image(source: \(Self.quoted(picture.source)), alt: \(Self.quoted(picture.alt)))",
      "",
      "    " + sections.map(\.title).joined(separator: " · "),
      "",
    ]
    lines += sections.map { "    @TutorialReference(tutorial: \"doc:\($0.page)\")" }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a directive's argument: in double quotes, which it cannot hold itself.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "'") + "\""
  }

  /// `text` with every line indented by `width` spaces.
  static func indented(_ text: String, by width: Int) -> String {
    let indent = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
      .joined(separator: "\n")
  }
}
