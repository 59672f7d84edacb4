import Comparison

/// One Markdown page of `Tutorials/<language>/`, as the site reads it: its name, its title, its
/// headings, and the paragraphs it opens with or writes before a code excerpt.
package struct Chapter: Sendable, Equatable {
  /// The language folder it is in.
  package let language: Language
  /// The file name without `.md`, such as `03-passive-view-mvp`: the article's name in DocC.
  package let name: String
  /// The Markdown.
  package let text: String
  /// The segments of the text.
  package let segments: [MarkdownSegment]

  /// The chapter `name` of `language`, holding `text`.
  package init(language: Language, name: String, text: String) throws(GenerationError) {
    self.language = language
    self.name = name
    self.text = text
    segments = try MarkdownSegment.segments(of: text, path: Self.path(language, name))
  }

  /// Its path in the package.
  package var path: String { Self.path(language, name) }

  private static func path(_ language: Language, _ name: String) -> String {
    "Tutorials/\(language.rawValue)/\(name).md"
  }

  /// The text of its first-level heading.
  package var title: String {
    proseLines.first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? name
  }

  /// Every heading's text, of every level below the title.
  package var headings: [String] {
    proseLines.filter { $0.hasPrefix("##") }.map { $0.drop { $0 == "#" }.trimmed }
  }

  /// The heading whose GitHub anchor is `anchor`, or nil.
  package func heading(anchor: String) -> String? {
    headings.first { HeadingAnchor.gitHub($0) == anchor }
  }

  /// The first paragraph after the title that is neither the reading-time line in emphasis
  /// nor a heading: what the chapter opens with.
  package var openingParagraph: String? {
    paragraphs.first { paragraph in
      !paragraph.hasPrefix("#") && !(paragraph.hasPrefix("*") && paragraph.hasSuffix("*"))
    }
  }

  /// The paragraph just before the first excerpt of `source` (a path in the package, quoted as
  /// `// From <path>`), when a paragraph of prose stands there.
  package func paragraph(beforeExcerptOf source: String) -> String? {
    for (index, segment) in segments.enumerated() {
      guard case .fence(_, let body, _) = segment, body.first == "// From \(source)", index > 0,
        case .prose(let lines, _) = segments[index - 1]
      else { continue }
      return Self.paragraphs(in: lines).last.flatMap { Self.isPlainParagraph($0) ? $0 : nil }
    }
    return nil
  }

  /// Every excerpt quoted from the package, in the chapter's order: the path after `// From `
  /// and the paragraph of prose that explains it: the one just before it, or, where a heading
  /// stands there, the first one after it.
  package var excerpts: [(source: String, paragraph: String?)] {
    var excerpts: [(source: String, paragraph: String?)] = []
    for (index, segment) in segments.enumerated() {
      guard case .fence(_, let body, _) = segment, let first = body.first,
        first.hasPrefix("// From ")
      else { continue }
      var paragraph: String?
      if index > 0, case .prose(let lines, _) = segments[index - 1] {
        paragraph = Self.paragraphs(in: lines).last.flatMap { Self.isPlainParagraph($0) ? $0 : nil }
      }
      if paragraph == nil, index + 1 < segments.count,
        case .prose(let lines, _) = segments[index + 1]
      {
        paragraph = Self.paragraphs(in: lines).first.flatMap {
          Self.isPlainParagraph($0) ? $0 : nil
        }
      }
      excerpts.append((String(first.dropFirst("// From ".count)), paragraph))
    }
    return excerpts
  }

  /// Every line of prose, in order, fenced blocks left out.
  package var proseLineList: [String] { proseLines }

  /// The paragraph just before the line `marker`, such as `<!-- compare path en -->`.
  package func paragraph(beforeLine marker: String) -> String? {
    for segment in segments {
      guard case .prose(let lines, _) = segment, let index = lines.firstIndex(of: marker) else {
        continue
      }
      return Self.paragraphs(in: Array(lines[..<index])).last
    }
    return nil
  }

  /// The text of the heading of the section that holds the line `marker`.
  package func heading(aboveLine marker: String) -> String? {
    var heading: String?
    for segment in segments {
      guard case .prose(let lines, _) = segment else { continue }
      for line in lines {
        if line.hasPrefix("##") { heading = line.drop { $0 == "#" }.trimmed }
        if line == marker { return heading }
      }
    }
    return nil
  }

  /// The first picture the chapter shows: its alternative text and its path as written.
  package var firstPicture: (alt: String, path: String)? {
    for line in proseLines {
      guard line.contains("!["), let match = line.firstMatch(of: /!\[([^\]]*)\]\(([^)]+)\)/)
      else { continue }
      return (String(match.output.1), String(match.output.2))
    }
    return nil
  }

  private var proseLines: [String] {
    segments.flatMap { segment -> [String] in
      if case .prose(let lines, _) = segment { return lines }
      return []
    }
  }

  private var paragraphs: [String] {
    segments.flatMap { segment -> [String] in
      if case .prose(let lines, _) = segment { return Self.paragraphs(in: lines) }
      return []
    }
  }

  /// The paragraphs of `lines`: runs of non-blank lines, joined, without HTML comments.
  static func paragraphs(in lines: [String]) -> [String] {
    var paragraphs: [String] = []
    var current: [String] = []
    for line in lines + [""] {
      if line.trimmed.isEmpty || ArticleConverter.isComment(line) {
        if !current.isEmpty { paragraphs.append(current.joined(separator: "\n")) }
        current = []
      } else {
        current.append(line)
      }
    }
    return paragraphs
  }

  /// True for a paragraph of sentences: not a heading, a table, a list or a block of HTML.
  static func isPlainParagraph(_ paragraph: String) -> Bool {
    guard let first = paragraph.first else { return false }
    let starts = paragraph.prefix(2)
    return !"#|<>".contains(first) && starts != "- " && starts != "* "
      && !(first.isASCII && first.isNumber && paragraph.firstMatch(of: #/^\d+\. /#) != nil)
  }
}
