import Comparison
import Foundation
import TestSupport

/// How the number check accounts for a number of the prose (see ``ProseNumberTests``): what it
/// reads from the package once — the constants, the counts, the article titles, the timetables,
/// the allowlist — and the patterns it reads a number's words with, compiled once.
///
/// A page is checked against it one at a time (``unaccounted(onPage:text:allowlist:)``), so that
/// a test that plants a mistake in one page checks that page alone. The allowlist comes last: an
/// account says how the package accounts for a number, and ``unaccounted(_:allowlist:)`` which
/// of the rest the allowlist allows.
///
/// `@unchecked Sendable`: its compiled patterns (a `Regex` is not `Sendable`) are set once and
/// only matched against.
struct ProseNumberCheck: @unchecked Sendable {
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

  /// An entry of the allowlist, `path: number — where it comes from`.
  struct AllowlistEntry: Sendable {
    let path: String
    /// The number as the prose writes it, or `*` for every number of the file that no constant
    /// or count claims.
    let number: String
    let source: String

    /// Whether the entry allows `number`, which the constants and counts left `unclaimed` or not.
    func allows(_ number: ProseNumber, unclaimed: Bool) -> Bool {
      path == number.path
        && (self.number.lowercased() == number.text.lowercased()
          || (self.number == "*" && unclaimed))
    }
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

  /// A count in digits or in English words, as a pattern's group.
  static let count = #"(?:\d+|[A-Za-z]+(?:-[A-Za-z]+)?)"#

  /// Each constant with its value in the sources and its words, compiled.
  let constants:
    [(constant: Constant, value: Double?, after: Regex<Substring>, before: Regex<Substring>?)]
  /// The architectures, as `compare table --write` counts them.
  let architectures: Int?
  /// The tests of `Tests/MVCTests`, which the choosing chapter states.
  let mvcTests: Int
  /// The titles of the articles `Tutorials/README.md` lists.
  let articleTitles: [String]
  /// The reading time each chapter's head states, by language and chapter (`00`, `02`).
  let readingTimes: [String: Int?]
  /// The study session's timetable, by language.
  let timetables: [String: [(start: Int, end: Int, row: String)]?]
  /// The allowlist, `ProseNumbers.txt`.
  let allowlist: [AllowlistEntry]
  /// Each counted sentence with its words compiled, by document.
  let quotedCounts: [String: [(quoted: QuotedCount, regex: Regex<AnyRegexOutput>)]]

  /// The patterns whose group, holding a number, makes it a count of the architectures.
  let architecturePatterns: [CountPattern]
  /// The repositories the search screen's picture shows: its rows, each with a star.
  let pictureRows: Int?
  /// The Swift files of `Sources/MVC/UI`, the whole of MVC.
  let mvcFiles: Int
  /// How many more Swift files VIPER has than MVP + Router.
  let viperExtraFiles: Int

  /// The index the check asks for what it does not keep: the methods of a type.
  let index: DocumentationIndex

  init(index: DocumentationIndex) throws {
    self.index = index
    let documentation = index.documentation
    constants = try Self.constants.map { constant in
      (
        constant, Self.value(of: constant, in: documentation), try Regex(constant.after),
        try constant.before.map { try Regex($0) }
      )
    }
    architectures = index.architectureCount
    mvcTests = documentation.testFiles.filter { $0.key.hasPrefix("Tests/MVCTests/") }
      .map { _, text in
        // `@Test` as a whole word: not `@TestSomething`.
        text.exactRanges(of: "@Test").filter { range in
          text[range.upperBound...].first.map { !$0.isLetter && !$0.isNumber && $0 != "_" } ?? true
        }.count
      }.reduce(0, +)
    articleTitles = ArticleTests.titles(
      in: documentation.markdownFiles["Tutorials/README.md"] ?? "")
    var readingTimes: [String: Int?] = [:]
    var timetables: [String: [(start: Int, end: Int, row: String)]?] = [:]
    for language in ["en", "ja"] {
      for chapter in ["00-how-to-use-this-kit", "02-apple-mvc"] {
        let head = documentation.markdownFiles["Tutorials/\(language)/\(chapter).md"] ?? ""
        readingTimes["\(language)/\(chapter.prefix(2))"] = head.firstMatch(
          of: #/About ([0-9]+) minutes|約 ([0-9]+) 分/#
        ).flatMap { Int($0.output.1 ?? $0.output.2 ?? "") }
      }
      timetables[language] = Self.timetable(
        in: documentation.markdownFiles[Self.studySession(language)] ?? "")
    }
    self.readingTimes = readingTimes
    self.timetables = timetables
    allowlist = try Self.allowlist()
    quotedCounts = Dictionary(grouping: QuotedCounts.all, by: \.document).mapValues { all in
      all.compactMap { quoted in quoted.regex.map { (quoted, $0) } }
    }
    architecturePatterns =
      try ArchitectureCountTests.patterns.map {
        CountPattern(
          regex: try Regex($0.pattern).ignoresCase(), needs: $0.needs, source: $0.pattern)
      }
      + [
        CountPattern(
          regex: try Regex(#"([0-9]+) 個すべて"#), needs: ["個すべて"], source: #"([0-9]+) 個すべて"#)
      ]
    pictureRows = index.pictureRows
    mvcFiles = index.sourceFiles(inFolder: "MVC/UI").count
    viperExtraFiles =
      index.sourceFiles(inFolder: "VIPER").count - index.sourceFiles(inFolder: "MVPRouter").count
  }

  // MARK: - Reading the package

  /// The value of the constant `name` (`Type.member`) in the sources: the literal after
  /// `static let member` in a file named after the type, in the unit the prose reads.
  static func value(of constant: Constant, in documentation: Documentation) -> Double? {
    let parts = constant.name.split(separator: ".")
    guard parts.count == 2 else { return nil }
    let declaration = "static let \(parts[1])"
    for (path, text) in documentation.sourceFiles
    where Self.fileName(path).hasPrefix(parts[0] + ".")
      || Self.fileName(path).hasPrefix(parts[0] + "+")
    {
      // Only a file that declares the constant is split into lines.
      guard text.containsExactly(declaration) else { continue }
      for line in text.split(separator: "\n") where line.containsExactly(declaration) {
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

  /// The name of the file at `path`, after its last `/`.
  private static func fileName(_ path: String) -> Substring {
    path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
  }

  /// The allowlist: `path: number — where it comes from`, one a line; `*` for the number
  /// stands for every number of a file not yet accounted for one by one.
  static func allowlist() throws -> [AllowlistEntry] {
    let url = Documentation.root.appendingPathComponent(
      "Tests/DocumentationTests/ProseNumbers.txt")
    return try parseAllowlist(String(contentsOf: url, encoding: .utf8))
  }

  static func parseAllowlist(_ text: String) -> [AllowlistEntry] {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#"),
        let match = line.firstMatch(of: #/^([^:]+\.md): (\S+(?: \S+)*?) — (.+)$/#)
      else { return nil }
      return AllowlistEntry(
        path: String(match.output.1), number: String(match.output.2),
        source: String(match.output.3))
    }
  }

  /// The study session's page in `language`.
  static func studySession(_ language: String) -> String {
    "Tutorials/\(language)/study-session.md"
  }

  /// The study session's timetable in `text`: each block's first and last minute and its row,
  /// from the rows `| 0:10–0:25 | … |`; nil unless each block starts where the one before it
  /// ended, the first at 0:00.
  static func timetable(in text: String) -> [(start: Int, end: Int, row: String)]? {
    var blocks: [(start: Int, end: Int, row: String)] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
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

  // MARK: - Checking a page

  /// What a page gives the check beside the package, read from the page itself (a planted copy
  /// included): what its kata block names and removes, its timetable when it is the study
  /// session, and the lists its paragraphs introduce.
  struct Page {
    let path: String
    let text: String
    let numbers: [ProseNumber]
    let language: String
    /// The tests the page's ```kata block names, for an exercise page.
    let namedTests: Int?
    /// The functions the page's ```kata block removes, for an exercise page.
    let removedFunctions: Int?
    /// The tests the page's ```kata block names, by suite (`AppCoordinatorTests`).
    let namedTestsBySuite: [String: Int]
    /// The page's own timetable, when it is a study session.
    let timetable: [(start: Int, end: Int, row: String)]??
    /// The items of each list a paragraph introduces with a colon, by the paragraph's line.
    let introducedLists: [Int: Int]

    /// The page at `path` with the text `text`, whose paragraphs and numbers are given when
    /// they are read already.
    init(
      path: String, text: String, paragraphs: [ProseParagraph]? = nil,
      numbers: [ProseNumber]? = nil
    ) {
      let paragraphs = paragraphs ?? ProseParagraph.paragraphs(in: text)
      self.path = path
      self.text = text
      self.numbers = numbers ?? ProseNumber.numbers(inFile: path, paragraphs: paragraphs)
      language = path.contains("/ja/") ? "ja" : "en"
      let parts = path.split(separator: "/")
      let isExercise = parts.count == 4 && parts[0] == "Tutorials" && parts[1] == "Exercises"
      let kata =
        isExercise
        ? MarkdownBlock.blocks(in: text).filter { $0.language == "kata" }.flatMap(\.lines) : []
      namedTests = isExercise ? kata.filter { $0.hasPrefix("fails ") }.count : nil
      removedFunctions = isExercise ? kata.filter { $0.hasPrefix("remove func ") }.count : nil
      var bySuite: [String: Int] = [:]
      for line in kata where line.hasPrefix("fails ") {
        let test = line.dropFirst("fails ".count)
        guard let suite = test.split(separator: "/").first?.split(separator: ".").last else {
          continue
        }
        bySuite[String(suite), default: 0] += 1
      }
      namedTestsBySuite = bySuite
      timetable =
        path == ProseNumberCheck.studySession(language)
        ? .some(ProseNumberCheck.timetable(in: text)) : .none
      introducedLists = ProseNumberCheck.introducedLists(in: text, paragraphs: paragraphs)
    }
  }

  /// One number of a page as the check reads it: how it is accounted for, the allowlist aside,
  /// and whether its words make it a count of the architectures (which the architecture count
  /// check holds to the registry whatever else accounts for it).
  struct Reading {
    let number: ProseNumber
    let account: Account
    let countsArchitectures: Bool
  }

  /// Each number of `page` as the check reads it.
  func readings(on page: Page) -> [Reading] {
    page.numbers.map { number in
      let countsArchitectures = architecturePatterns.contains { $0.holds(number) }
      return Reading(
        number: number,
        account: account(number, on: page, countsArchitectures: countsArchitectures),
        countsArchitectures: countsArchitectures)
    }
  }

  /// Each number of the page at `path` with the text `text`, `path:line: number (“words around
  /// it”)`, that is not accounted for with `allowlist`.
  ///
  /// A paragraph the package's pages hold too is not searched again: the index keeps what the
  /// patterns found in it.
  func unaccounted(onPage path: String, text: String, allowlist: [AllowlistEntry]? = nil)
    -> [String]
  {
    let paragraphs = ProseParagraph.paragraphs(in: text)
    let numbers = ProseNumber.numbers(
      inFile: path, paragraphs: paragraphs, sharedMatches: index.matches(inParagraph:))
    return Self.unaccounted(
      readings(on: Page(path: path, text: text, paragraphs: paragraphs, numbers: numbers)),
      allowlist: allowlist ?? self.allowlist)
  }

  /// The numbers of `readings` that are unaccounted for and that `allowlist` does not allow.
  static func unaccounted(_ readings: [Reading], allowlist: [AllowlistEntry]) -> [String] {
    readings.compactMap { reading in
      let number = reading.number
      guard case .unaccounted(let given) = reading.account,
        !allowlist.contains(where: { $0.allows(number, unclaimed: given.isEmpty) })
      else { return nil }
      return given.isEmpty ? "\(number)" : "\(number): \(given)"
    }
  }

  /// How `number` of `page` is accounted for, the allowlist aside.
  ///
  /// `countsArchitectures` says whether the number's words make it a count of the
  /// architectures, when that is read already.
  func account(_ number: ProseNumber, on page: Page, countsArchitectures: Bool? = nil) -> Account {
    if Self.isId(number) { return .id }
    // `File.swift:25-28` as a link's text, its target naming the same lines (`#L25-L28`).
    if number.before.suffix(40).firstMatch(of: Self.linkedLine) != nil,
      number.paragraph.contains("L\(number.text))") || number.paragraph.contains("L\(number.text)-")
    {
      return .computed("a line the link names")
    }
    if Self.isTradeOffFigure(number) { return .computed("the trade-offs row's figures") }
    if let quoted = quotedCount(at: number) {
      return .computed("\(quoted.what), which `compare table --write` writes")
    }
    if articleTitles.contains(where: { title in
      number.paragraph.exactRanges(of: title).contains { $0.contains(number.range.lowerBound) }
    }) {
      return .computed("the title of an article Tutorials/README.md lists")
    }
    var given: [String] = []
    for (constant, value, after, before) in constants {
      guard
        number.after.prefix(80).firstMatch(of: after) != nil
          || before.map({ number.before.suffix(40).firstMatch(of: $0) != nil }) == true
      else { continue }
      if value == number.value { return .constant(constant.name) }
      given.append("\(constant.name) is \(value.map { "\($0)" } ?? "not found")")
    }
    for computed in computedCounts(
      at: number, on: page, countsArchitectures: countsArchitectures)
    {
      if computed.count == number.value.map(Int.init) { return .computed(computed.what) }
      given.append("\(computed.what) is \(computed.count.map(String.init) ?? "not found")")
    }
    if given.isEmpty, !number.isWords, number.text.count == 1,
      number.after.prefix(20).firstMatch(of: Self.japaneseCounter) != nil
    {
      return .countingWord
    }
    return .unaccounted(given.joined(separator: "; "))
  }

  nonisolated(unsafe) private static let linkedLine = #/\.swift:(?:[0-9]+-)?$/#
  nonisolated(unsafe) private static let japaneseCounter =
    #/^\s?(?:つ|回|件|段|通り|種類|個|行|層|ページ|人|組|キー|ファイル|か所|画面|度|列|台|〜[0-9]+\s?個)/#

  /// The count of the code whose sentence holds `number` (`QuotedCounts`): `compare table
  /// --write` writes it, and `EmbeddedTableTests` holds it to what the code gives now.
  func quotedCount(at number: ProseNumber) -> QuotedCount? {
    quotedCounts[number.path]?.first { quoted, regex in
      guard let stated = quoted.stated(in: number.paragraph, matching: regex) else { return false }
      return stated.range.contains(number.range.lowerBound)
    }?.quoted
  }

  /// A figure of the choosing chapter's trade-offs rows (`| MVP ([03](…)) | 22 | 138 / … |`):
  /// the tests without the UI and the lines per layer, which `EmbeddedTableTests` holds to what
  /// `swift run compare` gives now.
  static func isTradeOffFigure(_ number: ProseNumber) -> Bool {
    guard number.path.hasSuffix("-choosing.md"), number.paragraph.hasPrefix("| "),
      number.paragraph.split(separator: "|").first?.contains("([") == true
    else { return false }
    let cells = number.before.split(separator: "|", omittingEmptySubsequences: false)
    // The cells before the number: the leading empty one, the name, and the tests when the
    // number is in the lines.
    return cells.count == 3 || cells.count == 4
  }

  /// A rule id such as `S9`, or a chapter's number: `chapter 06`, `第 6 章`, `[06 …]`, a
  /// zero-padded `06`, the first cell of the chapter table.
  static func isId(_ number: ProseNumber) -> Bool {
    if number.before.hasSuffix("S") || number.before.hasSuffix("D")
      || number.before.hasSuffix("W")
    {
      return number.before.dropLast().last.map { !$0.isLetter } ?? true
    }
    if isChapterBefore(number.before)
      || (number.after.prefix(12).containsExactly("章")
        && number.after.prefix(20).firstMatch(of: chapterAfter) != nil)
    {
      return true
    }
    return number.text.count == 2 && number.text.hasPrefix("0")
  }

  /// Whether `before` ends as the text before a chapter's number does: `chapter `, `第`, `第 `,
  /// `第 5〜`, `[`, or a table row's first cell, `| `.
  static func isChapterBefore(_ before: Substring) -> Bool {
    if before.count == 2, before.first == "|", before.last?.isWhitespace == true { return true }
    let tail = before.suffix(12)
    if tail.hasSuffix("[") || tail.hasSuffix("第") { return true }
    if tail.hasSuffix("〜") { return tail.firstMatch(of: chapterRangeBefore) != nil }
    guard let last = tail.last, last.isWhitespace else { return false }
    let word = tail.dropLast()
    return word.hasSuffix("第") || word.hasSuffix("chapter") || word.hasSuffix("Chapter")
      || word.hasSuffix("chapters") || word.hasSuffix("Chapters")
  }

  nonisolated(unsafe) private static let chapterRangeBefore = #/第\s?[0-9]+〜$/#
  nonisolated(unsafe) private static let chapterAfter = #/^\s?(?:〜\s?\d+\s?)?章/#

  // MARK: - Counts

  /// A pattern of words that states a count, compiled once: a group of it holds the number.
  struct CountPattern {
    let regex: Regex<AnyRegexOutput>
    /// The words one of which a paragraph must hold for the pattern to be tried there.
    ///
    /// A search costs far less than a regular expression. A word in lower case is looked for in
    /// the paragraph in lower case.
    let needs: [String]

    /// The pattern as written, which names it.
    let source: String

    /// Whether a match in `number`'s paragraph holds the number in one of its groups.
    func holds(_ number: ProseNumber) -> Bool {
      number.matches.groups(of: source) {
        guard
          needs.contains(where: {
            $0.lowercased() == $0
              ? number.lowercasedParagraph.containsExactly($0)
              : number.paragraph.containsExactly($0)
          })
        else { return [] }
        return number.paragraph.matches(of: regex).flatMap { match in
          (1..<match.output.count).compactMap { match.output[$0].range }
        }
      }.contains { $0.contains(number.range.lowerBound) }
    }
  }

  /// The patterns of the counts, compiled once.
  private enum Patterns {
    nonisolated(unsafe) static let exerciseTests = compiled(
      #"\b(\#(count))\s+(?:failing\s+)?tests?\b|\bthe\s+(\#(count))\s+the\s+exercise\s+names\b"#
        + #"|(\d+) ?(?:つ|個)(?:のテスト|の失敗)"#, needs: ["test", "テスト", "失敗"])
    nonisolated(unsafe) static let removed = compiled(
      #"\b(\#(count))\s+methods\s+of\b|\bthe\s+(\#(count))\s+bodies\b"#,
      needs: ["methods", "bodies"])
    nonisolated(unsafe) static let inSuite = #/^\s+in\s+`(\w+Tests)`/#
    nonisolated(unsafe) static let namedList =
      #/^[^.:;]*?:\s+((?:`[^`]+`(?:\s*,\s*|,?\s+and\s+)?)+)(?:[.;,]|$)/#
    nonisolated(unsafe) static let codeSpan = #/`[^`]+`/#
    nonisolated(unsafe) static let session = compiled(
      #"(\#(count))-minute|(\d+) 分の勉強会"#, needs: ["-minute", "分の勉強会"])
    nonisolated(unsafe) static let kata = compiled(
      #"kata gets its (\#(count)) minutes|型稽古に (\d+) 分"#, needs: ["kata gets", "型稽古に"])
    nonisolated(unsafe) static let readingTimes = [
      compiled(#"\((\d+) \+ \d+ minutes\)|(\d+) 分 \+ \d+ 分"#, needs: [" + "]),
      compiled(#"\(\d+ \+ (\d+) minutes\)|\d+ 分 \+ (\d+) 分"#, needs: [" + "]),
    ]
    nonisolated(unsafe) static let mvcTests = compiled(
      #"its (\#(count)) tests drive the controller|、(\d+) のテストが"#, needs: ["tests drive", "のテストが"])
    nonisolated(unsafe) static let pictureRepositories = compiled(
      #"(\#(count)) repositories"#, needs: ["repositories"])
    nonisolated(unsafe) static let files = compiled(
      #"(\#(count)) (?:source )?files\b"#, needs: ["files"])
    nonisolated(unsafe) static let moreFiles = compiled(
      #"(\#(count))\s+(?:more\s+files\b[^.]*?\bthan\s+MVP\s+\+\s+Router|files\s+listed\s+above)"#,
      needs: ["files"])
    nonisolated(unsafe) static let articles = compiled(
      #"(\#(count)) Japanese articles|次の (\d+) 本の記事"#, needs: ["articles", "本の記事"])
    nonisolated(unsafe) static let methods = #/^\s+`(\w+)`\s+methods\b/#
    nonisolated(unsafe) static let pair = #/^\s+(?:architectures|demos|implementations)\b/#
    nonisolated(unsafe) static let sentenceEnd = #/[.?!]\s|。/#
    nonisolated(unsafe) static let time = #/([0-9]+):([0-9]{2})/#
    nonisolated(unsafe) static let timeAfter = #/^:[0-9]{2}/#

    static func compiled(_ pattern: String, needs: [String]) -> CountPattern {
      // The patterns are literals of this file: one that does not compile is a typo here, and
      // matches nothing, so the numbers it should account for are reported.
      CountPattern(regex: (try? Regex(pattern)) ?? Regex(#/(?!)/#), needs: needs, source: pattern)
    }
  }

  /// The counts the check computes for a number where its words name one: the tests an
  /// exercise names, the architectures, the study session's timetable, the MVC tests.
  func computedCounts(at number: ProseNumber, on page: Page, countsArchitectures: Bool? = nil)
    -> [(what: String, count: Int?)]
  {
    var counts: [(what: String, count: Int?)] = []
    if let named = page.namedTests, Patterns.exerciseTests.holds(number) {
      counts.append(("the tests the kata names", named))
    }
    if let removed = page.removedFunctions, Patterns.removed.holds(number) {
      counts.append(("the functions the kata removes", removed))
    }
    if page.namedTests != nil, let suite = number.after.prefixMatch(of: Patterns.inSuite) {
      let name = String(suite.output.1)
      counts.append(("the tests the kata names in \(name)", page.namedTestsBySuite[name]))
    }
    if let named = number.after.prefixMatch(of: Patterns.namedList) {
      counts.append(("the names it lists", named.output.1.matches(of: Patterns.codeSpan).count))
    }
    if countsArchitectures ?? architecturePatterns.contains(where: { $0.holds(number) }) {
      counts.append(("the architectures", architectures))
    }
    counts += timetableCounts(at: number, on: page)
    if number.path.hasSuffix("-choosing.md"), Patterns.mvcTests.holds(number) {
      counts.append(("the tests of Tests/MVCTests", mvcTests))
    }
    if number.paragraph.containsExactly("search-screen.svg"),
      Patterns.pictureRepositories.holds(number)
    {
      counts.append(("the rows of Tutorials/images/search-screen.svg", pictureRows))
    }
    if number.path.hasSuffix("-apple-mvc.md") || number.path == "Sources/MVC/README.md",
      Patterns.files.holds(number)
    {
      counts.append(("the Swift files of Sources/MVC/UI", mvcFiles))
    }
    if number.path.hasSuffix("-viper.md") || number.path == "Sources/VIPER/README.md",
      Patterns.moreFiles.holds(number)
    {
      counts.append(("the Swift files VIPER has beyond MVP + Router's", viperExtraFiles))
    }
    if Patterns.articles.holds(number) {
      counts.append(("the articles Tutorials/README.md lists", articleTitles.count))
    }
    if let methods = number.after.prefixMatch(of: Patterns.methods) {
      let type = String(methods.output.1)
      counts.append(("the methods of \(type)", index.methods(of: type)))
    }
    if let items = listItems(introducedBy: number, on: page) {
      counts.append(("the items of the list it introduces", items))
    }
    if number.value == 2, number.after.prefixMatch(of: Patterns.pair) != nil {
      counts.append(("the pair of architectures a comparison reads", 2))
    }
    return counts
  }

  /// The items of the list that `number`'s sentence introduces: the last sentence of its
  /// paragraph, ending with a colon, right above a list; nil for any other number.
  func listItems(introducedBy number: ProseNumber, on page: Page) -> Int? {
    let paragraphLine = number.line - number.before.utf8.count { $0 == 0x0A }
    guard let items = page.introducedLists[paragraphLine],
      number.after.firstMatch(of: Patterns.sentenceEnd) == nil
    else { return nil }
    return items
  }

  /// The items of each list a paragraph introduces, by the paragraph's first line: a paragraph
  /// (not a list item or a table row) that ends with a colon, right above a list whose items are
  /// counted at the indentation of its first.
  static func introducedLists(in text: String, paragraphs: [ProseParagraph]) -> [Int: Int] {
    var lists: [Int: Int] = [:]
    guard paragraphs.contains(where: { $0.lines.last?.hasSuffix(":") == true }) else {
      return lists
    }
    let lines = text.newlineSeparatedLines
    for paragraph in paragraphs
    where !paragraph.isHeading && !paragraph.startsItem
      && paragraph.lines.last?.hasSuffix(":") == true
    {
      var index = paragraph.line - 1 + paragraph.lines.count
      while index < lines.count, lines[index].allSatisfy(\.isWhitespace) { index += 1 }
      guard index < lines.count, let indentation = itemIndentation(lines[index]) else { continue }
      var items = 0
      while index < lines.count {
        let line = lines[index]
        index += 1
        if line.allSatisfy(\.isWhitespace) { continue }
        let indented = line.prefix { $0 == " " }.count
        if itemIndentation(line) == indentation {
          items += 1
        } else if indented <= indentation {
          break
        }
      }
      lists[paragraph.line] = items
    }
    return lists
  }

  /// The indentation of a list item's marker (`- `, `* `, `1. `); nil for a line that is none.
  static func itemIndentation(_ line: Substring) -> Int? {
    let indentation = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indentation)
    return rest.hasPrefix("- ") || rest.hasPrefix("* ") || ProseParagraph.startsNumberedItem(rest)
      ? indentation : nil
  }

  /// The counts the study session's timetable gives: a time of a block's row (within the
  /// block), the session's length, the kata's minutes, and the reading times of the chapters
  /// read before the session, from their heads.
  func timetableCounts(at number: ProseNumber, on page: Page) -> [(what: String, count: Int?)] {
    let timetable = page.timetable ?? timetables[page.language] ?? nil
    let isStudySession = number.path.hasSuffix("study-session.md")
    var counts: [(what: String, count: Int?)] = []
    if isStudySession,
      number.before.hasSuffix(":") || number.after.firstMatch(of: Patterns.timeAfter) != nil
    {
      let block = timetable?.first { $0.row == number.paragraph }
      let times = number.paragraph.matches(of: Patterns.time).compactMap { time in
        Int(time.output.1).flatMap { hours in Int(time.output.2).map { hours * 60 + $0 } }
      }
      let within = block.map { block in times.allSatisfy { (block.start...block.end) ~= $0 } }
      counts.append(("the timetable's times", within == true ? number.value.map(Int.init) : nil))
    }
    if Patterns.session.holds(number) {
      counts.append(("the session's length in its timetable", timetable?.last?.end))
    }
    if Patterns.kata.holds(number) {
      let kata = timetable?.first { $0.row.contains("Kata") || $0.row.contains("型稽古") }
      counts.append(("the kata's block in the timetable", kata.map { $0.end - $0.start }))
    }
    guard isStudySession else { return counts }
    for (pattern, chapter) in zip(Patterns.readingTimes, ["00", "02"])
    where pattern.holds(number) {
      counts.append(
        ("chapter \(chapter)'s reading time", readingTimes["\(page.language)/\(chapter)"] ?? nil))
    }
    return counts
  }
}
