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
/// of `ProseNumbers.txt`, which says where the number comes from. A number in English words
/// (`ninety-seven lines`, `eleven architectures`) is read and accounted for as digits are
/// (``ProseNumber/words(in:)`` says which words are numbers). A number typed by hand that
/// the code no longer gives is none of them, and the failure says what the code gives.
@Suite struct ProseNumberTests {
  /// The check's readings of every number of every page a learner reads, the allowlist aside:
  /// derived once, for the check, the allowlist's own test and the count of the architectures.
  static func readings(in index: DocumentationIndex) throws -> [ProseNumberCheck.Reading] {
    let check = try index.numberCheck()
    return index.fact("proseNumberReadings") {
      DocumentationIndex.concurrentMap(index.learnerPages) { path, text in
        check.readings(
          on: ProseNumberCheck.Page(
            path: path, text: text, paragraphs: index.paragraphs(of: path),
            numbers: index.proseNumbers(of: path)))
      }.flatMap { $0 }
    }
  }

  @Test func everyNumberInTheProseIsAccountedFor() throws {
    let index = try DocumentationIndex.shared.get()
    let readings = try Self.readings(in: index)
    #expect(readings.count > 500)
    #expect(readings.contains { $0.number.isWords })
    let wrong = ProseNumberCheck.unaccounted(readings, allowlist: try index.numberCheck().allowlist)
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
    let index = try DocumentationIndex.shared.get()
    let unaccounted = try Self.readings(in: index).filter {
      if case .unaccounted = $0.account { true } else { false }
    }
    for entry in try index.numberCheck().allowlist {
      let needed = unaccounted.contains {
        $0.number.path == entry.path
          && (entry.number == "*" || $0.number.text.lowercased() == entry.number.lowercased())
      }
      #expect(needed, "ProseNumbers.txt: \(entry.path): \(entry.number) accounts for nothing")
    }
  }

  /// A line count typed by hand: in a sentence the kit counts (`QuotedCounts`), it is not what
  /// `compare table --write` writes, which the table check reports; anywhere else, this check
  /// finds it.
  @Test func aLineCountTypedByHandIsFound() throws {
    let index = try DocumentationIndex.shared.get()
    let path = "Tutorials/en/study-session.md"
    let text = try #require(index.documentation.markdownFiles[path])
    let stated = try #require(
      text.firstMatch(of: #/search controller is (\d+) lines/#)?.output.1)
    let lines = try #require(index.mvcControllerLines)
    let typed = try #require((176...178).first { $0 != lines && "\($0)" != stated })
    let document = try TextDocument(
      path: path, text: text.replacing("is \(stated) lines", with: "is \(typed) lines"))
    let written = QuotedCounts.rewritten(document, in: index.tree)
    #expect(written != document)
    #expect(written.lines.joined(separator: "\n").contains("search controller is \(lines) lines"))

    // The same figure in a sentence nobody counts: a number nothing accounts for.
    let wrong = try Self.plantedMistakes(
      on: path, text + "\nThe search controller has \(typed) lines.\n", in: index)
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("\(typed)") == true)
  }

  /// A line count in words, where a writer writes a small count: read as digits are.
  @Test func aLineCountInWordsIsFound() throws {
    let index = try DocumentationIndex.shared.get()
    let path = "Tutorials/en/03-passive-view-mvp.md"
    let text = try #require(index.documentation.markdownFiles[path])
    let wrong = try Self.plantedMistakes(
      on: path, text + "\nThe presenter's file is ninety-seven lines long.\n", in: index)
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("ninety-seven (“The presenter's file is") == true)
  }

  /// A count of the architectures in words that is not the registry's: the check says what the
  /// registry gives.
  @Test func aCountOfTheArchitecturesInWordsIsFound() throws {
    let index = try DocumentationIndex.shared.get()
    let count = try #require(index.architectureCount)
    let path = "Tutorials/en/13-choosing.md"
    let text = try #require(index.documentation.markdownFiles[path])
    let planted = try #require(NumberWords.words(for: count + 1))
    let wrong = try Self.plantedMistakes(
      on: path, text + "\nThe kit has \(planted) architectures.\n", in: index)
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("\(planted) (“") == true)
    #expect(wrong.first?.hasSuffix("the architectures is \(count)") == true)
  }

  /// A count of the list a sentence introduces, in words, is held to the list.
  @Test func aCountOfTheListBelowIsHeldToTheList() throws {
    let index = try DocumentationIndex.shared.get()
    let path = "Tutorials/en/02-apple-mvc.md"
    let text = try #require(index.documentation.markdownFiles[path])
    let stated = "Three details carry rules from chapter 01:"
    #expect(text.contains(stated))
    let wrong = try Self.plantedMistakes(
      on: path, text.replacing(stated, with: "Six details carry rules from chapter 01:"),
      in: index)
    #expect(wrong.count == 1)
    #expect(wrong.first?.hasSuffix("the items of the list it introduces is 3") == true)
  }

  /// The numbers the check finds in `planted`, a copy of the page at `path` with a mistake, that
  /// it does not find in the page as it is: the one page checked against the package's index.
  static func plantedMistakes(on path: String, _ planted: String, in index: DocumentationIndex)
    throws -> [String]
  {
    let check = try index.numberCheck()
    let before = Set(
      ProseNumberCheck.unaccounted(
        try readings(in: index).filter { $0.number.path == path }, allowlist: check.allowlist))
    return check.unaccounted(onPage: path, text: planted).filter { !before.contains($0) }
  }

  @Test func aFailureCountTypedByHandIsFound() throws {
    let index = try DocumentationIndex.shared.get()
    let path = "Tutorials/Exercises/redux/paging.md"
    let text = try #require(index.documentation.markdownFiles[path])
    let named = ExerciseCountTests.namedTests(in: text)
    let stated = "開始直後は \(named) つのテストが失敗"
    #expect(text.contains(stated))
    let wrong = try index.numberCheck().unaccounted(
      onPage: path, text: text.replacing(stated, with: "開始直後は \(named + 7) つのテストが失敗"))
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("the tests the kata names is \(named)") == true)
  }

  @Test func aConstantTypedByHandIsFound() throws {
    let wrong = try DocumentationIndex.shared.get().numberCheck().unaccounted(
      onPage: "README.md", text: "Typing pauses 0.5 s, then 0.7 s; a query of 3 characters.",
      allowlist: [])
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("0.7") == true)
  }

  /// A constant in words is read as in digits: `three characters`, `ten characters`.
  @Test func aConstantInWordsIsFound() throws {
    let wrong = try DocumentationIndex.shared.get().numberCheck().unaccounted(
      onPage: "README.md", text: "A query of three characters, never of ten characters.",
      allowlist: [])
    #expect(wrong.count == 1)
    #expect(wrong.first?.contains("ten (“") == true)
  }
}
