extension LessonTutorial {
  /// The tutorial page, `lesson-path.tutorial`.
  package var page: String {
    var lines = [
      "@Tutorial {",
      "  @Intro(title: \(Self.quoted(language.tutorialTitle))) {",
      Self.indented(introduction, by: 4),
      "  }",
    ]
    for section in sections {
      lines += [
        "", "  @Section(title: \(Self.quoted(section.title))) {", "    @ContentAndMedia {",
        Self.indented(section.introduction, by: 6), "    }", "", "    @Steps {",
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
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The table of contents, `<catalog>.tutorial`: the path's introduction, then one chapter
  /// named `chapterTitle` listing the steps, under `picture` (a resource name and its
  /// alternative text).
  package func tableOfContents(chapterTitle: String, picture: (source: String, alt: String))
    -> String
  {
    let name = SiteCatalog.chapters(language).name
    return [
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
      "    @TutorialReference(tutorial: \"doc:lesson-path\")",
      "  }",
      "}",
    ].joined(separator: "\n") + "\n"
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
