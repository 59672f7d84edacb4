import Comparison
import Foundation
import TestSupport
import Testing

/// Every number a learner reads in the prose is accounted for.
///
/// The check reads every number in `README.md`, `Tutorials/` and the architecture READMEs, outside
/// the generated blocks, fenced code and inline code, and accepts it only as one of: a rule or
/// chapter id; a constant it reads from the sources by name; a count it computes (a file's
/// lines, the tests an exercise names, the architectures); a Japanese counting word; or an entry
/// of `ProseNumbers.txt`, which says where the number comes from. A number typed by hand that
/// the code no longer gives is none of them, and the failure says what the code gives.
@Suite struct ProseNumberTests {
  /// How a number is accounted for.
  enum Account: Equatable {
    /// A rule id (`S9`) or a chapter's number (`chapter 06`, `第 6 章`, `[06]`).
    case id
    /// A constant read from the sources, by its name.
    case constant(String)
    /// A count the check computes, and what it counts.
    case computed(String)
    /// A digit with a Japanese counter (`2 つ`, `1 行`), the form English spells as a word.
    case countingWord
    /// An entry of the allowlist.
    case allowlisted
    /// None of them; what the code gives, where the check knows.
    case unaccounted(String)
  }

  /// A constant the prose quotes: its name in the sources, the unit it is read in, and the
  /// words after (or before) a number that make it a statement of this constant.
  struct Constant: Sendable {
    enum Unit: Sendable { case plain, seconds, milliseconds, kibibytes }
    let name: String
    let unit: Unit
    let after: String
    var before: String? = nil
  }

  static let seconds = #"^\s?(?:s\b|秒|-second|seconds?\b)"#
  static let milliseconds = #"^\s?(?:ms\b|ミリ秒)"#
  static let characters = #"^\s?(?:characters?\b|文字)"#

  /// The constants the prose states, each by the name that holds it in the sources.
  static let constants = [
    Constant(name: "SearchQuery.pauseBeforeSearchAsYouType", unit: .seconds, after: seconds),
    Constant(name: "FaultInjectingSearchService.slowDelay", unit: .seconds, after: seconds),
    Constant(name: "LaunchOptions.defaultLatency", unit: .milliseconds, after: milliseconds),
    Constant(name: "KeyDecoder.escapeTimeout", unit: .milliseconds, after: milliseconds),
    Constant(name: "KeyDecoder.maximumPasteLength", unit: .kibibytes, after: #"^\s?KiB\b"#),
    Constant(
      name: "ScrollView.maximumContentHeight", unit: .plain, after: #"^\srows\b"#,
      before: #"laid out up to\s$"#),
    Constant(name: "SearchQuery.minimumLengthAsYouType", unit: .plain, after: characters),
    Constant(name: "SearchQuery.maximumLength", unit: .plain, after: characters),
    Constant(
      name: "SearchPage.resultLimit", unit: .plain,
      after: #"^(?:-result|\s(?:results?|cap)\b|\s?件(?:の上限|を超|で打ち止め|が上限))"#,
      before: #"GitHub's\s$"#),
    Constant(
      name: "SearchPage.defaultPageSize", unit: .plain,
      after: #"^(?:\s(?:rows\b|of\s\d+)|\s?件ずつ)"#, before: #"(?:pages of|「)\s?$"#),
  ]

  /// The value of the constant `name` (`Type.member`) in the sources: the literal after
  /// `static let member` in a file named after the type, in the unit the prose reads.
  static func value(of constant: Constant, in documentation: Documentation) -> Double? {
    let parts = constant.name.split(separator: ".")
    guard parts.count == 2 else { return nil }
    for (path, text) in documentation.sourceFiles
    where path.split(separator: "/").last?.hasPrefix(parts[0] + ".") == true
      || path.split(separator: "/").last?.hasPrefix(parts[0] + "+") == true
    {
      for line in text.split(separator: "\n") where line.contains("static let \(parts[1])") {
        guard let literal = line.firstMatch(of: #/=\s*(?:Duration)?\.?([a-z]*)\(?([\d_]+)\)?/#)
        else { continue }
        guard let number = Double(literal.output.2.replacing("_", with: "")) else { continue }
        let milliseconds: Double? =
          switch literal.output.1 {
          case "milliseconds": number
          case "seconds": number * 1_000
          default: nil
          }
        switch constant.unit {
        case .plain: return milliseconds == nil ? number : nil
        case .kibibytes: return milliseconds == nil ? number / 1_024 : nil
        case .seconds: return milliseconds.map { $0 / 1_000 }
        case .milliseconds: return milliseconds
        }
      }
    }
    return nil
  }

  /// The allowlist: `path: number — where it comes from`, one a line; `*` for the number
  /// stands for every number of a file not yet accounted for one by one.
  static func allowlist() throws -> [(path: String, number: String, source: String)] {
    let url = Documentation.root.appendingPathComponent(
      "Tests/DocumentationTests/ProseNumbers.txt")
    return try parseAllowlist(String(contentsOf: url, encoding: .utf8))
  }

  static func parseAllowlist(_ text: String) -> [(path: String, number: String, source: String)] {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"),
        let match = line.firstMatch(of: #/^([^:]+\.md): (\S+) — (.+)$/#)
      else { return nil }
      return (String(match.output.1), String(match.output.2), String(match.output.3))
    }
  }

  /// Every number in the prose of the documents a learner reads.
  static func numbers(in documentation: Documentation) -> [ProseNumber] {
    documentation.learnerPages.flatMap { ProseNumber.numbers(inFile: $0.path, text: $0.text) }
  }

  /// True when `number` is part of a listed article's title, such as the 2 of
  /// 「MVVMを2パターン考えてみる…」: the article's words, not the kit's.
  static func isInArticleTitle(_ number: ProseNumber, in documentation: Documentation) -> Bool {
    let index = documentation.markdownFiles["Tutorials/README.md"] ?? ""
    return ArticleTests.titles(in: index).contains { title in
      number.lineText.ranges(of: title).contains { $0.contains(number.range.lowerBound) }
    }
  }

  /// How `number` is accounted for in `documentation`, with `allowlist` for the last resort.
  static func account(
    _ number: ProseNumber, in documentation: Documentation,
    allowlist: [(path: String, number: String, source: String)]
  ) -> Account {
    if isId(number, in: documentation) { return .id }
    // `File.swift:25-28` as a link's text, its target naming the same lines (`#L25-L28`).
    if number.before.firstMatch(of: #/\.swift:(?:[0-9]+-)?$/#) != nil,
      number.lineText.contains("L\(number.text))") || number.lineText.contains("L\(number.text)-")
    {
      return .computed("a line the link names")
    }
    if isTradeOffFigure(number) { return .computed("the trade-offs row's figures") }
    if let quoted = quotedCount(at: number) {
      return .computed("\(quoted.what), which `compare table --write` writes")
    }
    if isInArticleTitle(number, in: documentation) {
      return .computed("the title of an article Tutorials/README.md lists")
    }
    var given: [String] = []
    for constant in constants {
      guard
        contains(number.after, constant.after)
          || constant.before.map({ contains(number.before, $0) }) == true
      else { continue }
      let value = value(of: constant, in: documentation)
      if value == number.value { return .constant(constant.name) }
      given.append("\(constant.name) is \(value.map { "\($0)" } ?? "not found")")
    }
    for computed in computedCounts(at: number, in: documentation) {
      if computed.count == number.value.map(Int.init) { return .computed(computed.what) }
      given.append("\(computed.what) is \(computed.count.map(String.init) ?? "not found")")
    }
    if given.isEmpty, number.text.count == 1,
      number.after.firstMatch(
        of: #/^\s?(?:つ|回|件|段|通り|種類|個|行|層|ページ|人|組|キー|ファイル|か所|画面|度|列|台|〜[0-9]+\s?個)/#) != nil
    {
      return .countingWord
    }
    // A file's `*` entry covers only numbers no constant or count claims: a count the code
    // gives otherwise is never allowed by it.
    if allowlist.contains(where: {
      $0.path == number.path && ($0.number == number.text || ($0.number == "*" && given.isEmpty))
    }) {
      return .allowlisted
    }
    return .unaccounted(given.joined(separator: "; "))
  }

  /// The count of the code whose sentence holds `number` (`QuotedCounts`): `compare table
  /// --write` writes it, and `EmbeddedTableTests` holds it to what the code gives now.
  static func quotedCount(at number: ProseNumber) -> QuotedCount? {
    QuotedCounts.all.first { quoted in
      guard quoted.document == number.path, let stated = quoted.stated(in: number.lineText)
      else { return false }
      return stated.range.contains(number.range.lowerBound)
    }
  }

  /// A figure of the choosing chapter's trade-offs rows (`| MVP ([03](…)) | 22 | 138 / … |`):
  /// the tests without the UI and the lines per layer, which `EmbeddedTableTests` holds to what
  /// `swift run compare` gives now.
  static func isTradeOffFigure(_ number: ProseNumber) -> Bool {
    guard number.path.hasSuffix("-choosing.md"), number.lineText.hasPrefix("| "),
      number.lineText.split(separator: "|").first?.contains("([") == true
    else { return false }
    let cells = number.before.split(separator: "|", omittingEmptySubsequences: false)
    // The cells before the number: the leading empty one, the name, and the tests when the
    // number is in the lines.
    return cells.count == 3 || cells.count == 4
  }

  /// The study session's timetable in the language of `path`: each block's first and last
  /// minute and its row, from the rows `| 0:10–0:25 | … |`; nil unless each block starts where
  /// the one before it ended, the first at 0:00.
  static func timetable(for path: String, in documentation: Documentation)
    -> [(start: Int, end: Int, row: String)]?
  {
    let language = path.contains("/ja/") ? "ja" : "en"
    let text = documentation.markdownFiles["Tutorials/\(language)/study-session.md"] ?? ""
    var blocks: [(start: Int, end: Int, row: String)] = []
    for line in text.split(separator: "\n") {
      guard let match = line.firstMatch(of: #/^\| ([0-9]+):([0-9]{2})–([0-9]+):([0-9]{2}) \|/#),
        let startHours = Int(match.output.1), let startMinutes = Int(match.output.2),
        let endHours = Int(match.output.3), let endMinutes = Int(match.output.4)
      else { continue }
      let start = startHours * 60 + startMinutes
      guard start == (blocks.last?.end ?? 0) else { return nil }
      blocks.append((start, endHours * 60 + endMinutes, String(line)))
    }
    return blocks.isEmpty ? nil : blocks
  }

  /// The counts the study session's timetable gives: a time of a block's row (within the
  /// block), the session's length, the kata's minutes, and the reading times of the chapters
  /// read before the session, from their heads.
  static func timetableCounts(
    at number: ProseNumber, in documentation: Documentation, captures: (String) -> Bool
  ) -> [(what: String, count: Int?)] {
    let timetable = timetable(for: number.path, in: documentation)
    var counts: [(what: String, count: Int?)] = []
    if number.path.hasSuffix("study-session.md"),
      number.before.hasSuffix(":") || number.after.firstMatch(of: #/^:[0-9]{2}/#) != nil
    {
      let block = timetable?.first { $0.row == number.lineText }
      let times = number.lineText.matches(of: #/([0-9]+):([0-9]{2})/#).compactMap { time in
        Int(time.output.1).flatMap { hours in Int(time.output.2).map { hours * 60 + $0 } }
      }
      let within = block.map { block in times.allSatisfy { (block.start...block.end) ~= $0 } }
      counts.append(("the timetable's times", within == true ? number.value.map(Int.init) : nil))
    }
    if captures(#"([0-9]+)-minute"#) || captures(#"([0-9]+) 分の勉強会"#) {
      counts.append(("the session's length in its timetable", timetable?.last?.end))
    }
    if captures(#"kata gets its ([0-9]+) minutes"#) || captures(#"型稽古に ([0-9]+) 分"#) {
      let kata = timetable?.first { $0.row.contains("Kata") || $0.row.contains("型稽古") }
      counts.append(("the kata's block in the timetable", kata.map { $0.end - $0.start }))
    }
    let language = number.path.contains("/ja/") ? "ja" : "en"
    for (index, chapter) in ["00-how-to-use-this-kit", "02-apple-mvc"].enumerated() {
      let pattern =
        index == 0
        ? #"\(([0-9]+) \+ [0-9]+ minutes\)|([0-9]+) 分 \+ [0-9]+ 分"#
        : #"\([0-9]+ \+ ([0-9]+) minutes\)|[0-9]+ 分 \+ ([0-9]+) 分"#
      guard number.path.hasSuffix("study-session.md"), capturesEither(number, pattern) else {
        continue
      }
      let head = documentation.markdownFiles["Tutorials/\(language)/\(chapter).md"] ?? ""
      let minutes = head.firstMatch(of: #/About ([0-9]+) minutes|約 ([0-9]+) 分/#)
        .flatMap { Int($0.output.1 ?? $0.output.2 ?? "") }
      counts.append(("chapter \(chapter.prefix(2))'s reading time", minutes))
    }
    return counts
  }

  /// Whether a capture of either alternative of `pattern` holds `number`.
  static func capturesEither(_ number: ProseNumber, _ pattern: String) -> Bool {
    guard let regex = try? Regex(pattern) else { return false }
    return number.lineText.matches(of: regex).contains { match in
      (1..<match.output.count).contains {
        match.output[$0].range?.contains(number.range.lowerBound) == true
      }
    }
  }

  /// Whether `text` holds a match of `pattern`.
  static func contains(_ text: Substring, _ pattern: String) -> Bool {
    (try? Regex(pattern)).map { text.firstMatch(of: $0) != nil } ?? false
  }

  /// A rule id such as `S9`, or a chapter's number: `chapter 06`, `第 6 章`, `[06 …]`, a
  /// zero-padded `06`, the first cell of the chapter table.
  static func isId(_ number: ProseNumber, in documentation: Documentation) -> Bool {
    if number.before.hasSuffix("S") || number.before.hasSuffix("D")
      || number.before.hasSuffix("W")
    {
      return number.before.dropLast().last.map { !$0.isLetter } ?? true
    }
    if number.before.firstMatch(of: #/(?:[Cc]hapters?\s|第\s?|第\s?[0-9]+〜|\[|^\|\s)$/#) != nil
      || number.after.firstMatch(of: #/^\s?(?:〜\s?\d+\s?)?章/#) != nil
    {
      return true
    }
    return number.text.count == 2 && number.text.hasPrefix("0")
  }

  /// The counts the check computes for a number where its words name one: the tests an
  /// exercise names, the architectures, the study session's timetable.
  static func computedCounts(at number: ProseNumber, in documentation: Documentation)
    -> [(what: String, count: Int?)]
  {
    var counts: [(what: String, count: Int?)] = []
    func captures(_ pattern: String) -> Bool {
      guard let regex = try? Regex(pattern) else { return false }
      return number.lineText.matches(of: regex).contains {
        $0.output.count > 1 && $0.output[1].range?.contains(number.range.lowerBound) == true
      }
    }
    let parts = number.path.split(separator: "/")
    if parts.count == 4, parts[0] == "Tutorials", parts[1] == "Exercises",
      captures(#"\b(\d+) (?:failing )?tests?\b"#)
        || captures(#"(\d+) ?(?:つ|個)(?:のテスト|の失敗)"#)
    {
      let page = documentation.markdownFiles[number.path] ?? ""
      counts.append(("the tests the kata names", ExerciseCountTests.namedTests(in: page)))
    }
    if ArchitectureCountTests.patterns.contains(where: { captures($0.pattern) })
      || captures(#"([0-9]+) 個すべて"#)
    {
      counts.append(("the architectures", ProseCountTests.architectures))
    }
    counts += timetableCounts(at: number, in: documentation, captures: captures)
    if number.path.hasSuffix("-choosing.md"),
      captures(#"its ([0-9]+) tests drive the controller"#) || captures(#"、([0-9]+) のテストが"#)
    {
      let tests = documentation.testFiles.filter { $0.key.hasPrefix("Tests/MVCTests/") }
        .map { $0.value.matches(of: #/@Test\b/#).count }.reduce(0, +)
      counts.append(("the tests of Tests/MVCTests", tests))
    }
    return counts
  }

  /// Each number, `path:line: number (“words around it”)`, that is not accounted for.
  static func unaccounted(
    in documentation: Documentation, allowlist: [(path: String, number: String, source: String)]
  ) -> [String] {
    numbers(in: documentation).compactMap { number in
      guard case .unaccounted(let given) = account(number, in: documentation, allowlist: allowlist)
      else { return nil }
      return given.isEmpty ? "\(number)" : "\(number): \(given)"
    }
  }

  @Test func everyNumberInTheProseIsAccountedFor() throws {
    let documentation = try Documentation.loaded.get()
    let allowlist = try Self.allowlist()
    let numbers = Self.numbers(in: documentation)
    #expect(numbers.count > 500)
    let wrong = Self.unaccounted(in: documentation, allowlist: allowlist)
    if !wrong.isEmpty {
      Issue.record(
        Comment(
          rawValue: """
            \(StaleDocumentation.label) \(wrong.count) \(wrong.count == 1 ? "number" : "numbers") \
            in the prose \(wrong.count == 1 ? "is" : "are") neither an id, a constant, the count the \
            code gives now nor in ProseNumbers.txt:
            \(wrong.joined(separator: "\n"))
            """))
    }
  }

  /// An entry stays only while the prose states its number and nothing else accounts for it.
  @Test func everyAllowlistEntryIsANumberNothingElseAccountsFor() throws {
    let documentation = try Documentation.loaded.get()
    let allowlist = try Self.allowlist()
    let numbers = Self.numbers(in: documentation)
    for entry in allowlist {
      let needed = numbers.contains {
        $0.path == entry.path && (entry.number == "*" || $0.text == entry.number)
          && Self.account($0, in: documentation, allowlist: []) != .id
          && { if case .unaccounted = $0 { true } else { false } }(
            Self.account($0, in: documentation, allowlist: []))
      }
      #expect(needed, "ProseNumbers.txt: \(entry.path): \(entry.number) accounts for nothing")
    }
  }

  /// A line count typed by hand: in a sentence the kit counts (`QuotedCounts`), it is not what
  /// `compare table --write` writes, which the table check reports; anywhere else, this check
  /// finds it.
  @Test func aLineCountTypedByHandIsFound() throws {
    let documentation = try Documentation.loaded.get()
    let path = "Tutorials/en/study-session.md"
    let text = try #require(documentation.markdownFiles[path])
    let stated = try #require(
      text.firstMatch(of: #/search controller is (\d+) lines/#)?.output.1)
    let lines = try #require(ProseCountTests.mvcControllerLines)
    let typed = try #require((176...178).first { $0 != lines && "\($0)" != stated })
    let document = try TextDocument(
      path: path, text: text.replacing("is \(stated) lines", with: "is \(typed) lines"))
    let written = QuotedCounts.rewritten(document, in: ProseCountTests.tree)
    #expect(written != document)
    #expect(written.lines.joined(separator: "\n").contains("search controller is \(lines) lines"))

    // The same figure in a sentence nobody counts: a number nothing accounts for.
    var files = documentation.markdownFiles
    files[path] = text + "\nThe search controller has \(typed) lines.\n"
    let planted = Documentation(markdownFiles: files, sourceFiles: documentation.sourceFiles)
    // Measured against the tree as it is, so that a figure the code has moved since does not count.
    let before = Set(Self.unaccounted(in: documentation, allowlist: try Self.allowlist()))
    let wrong = Self.unaccounted(in: planted, allowlist: try Self.allowlist())
      .filter { !before.contains($0) }
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("\(typed)") == true)
  }

  @Test func aFailureCountTypedByHandIsFound() throws {
    let documentation = try Documentation.loaded.get()
    let path = "Tutorials/Exercises/redux/paging.md"
    let text = try #require(documentation.markdownFiles[path])
    let named = ExerciseCountTests.namedTests(in: text)
    let stated = "開始直後は \(named) つのテストが失敗"
    #expect(text.contains(stated))
    let planted = Documentation(
      markdownFiles: [path: text.replacing(stated, with: "開始直後は \(named + 7) つのテストが失敗")],
      sourceFiles: documentation.sourceFiles)
    let wrong = Self.unaccounted(in: planted, allowlist: try Self.allowlist())
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("the tests the kata names is \(named)") == true)
  }

  @Test func aConstantTypedByHandIsFound() throws {
    let documentation = try Documentation.loaded.get()
    let planted = Documentation(
      markdownFiles: ["README.md": "Typing pauses 0.5 s, then 0.7 s; a query of 3 characters."],
      sourceFiles: documentation.sourceFiles)
    let wrong = Self.unaccounted(in: planted, allowlist: [])
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("0.7") == true)
  }
}
