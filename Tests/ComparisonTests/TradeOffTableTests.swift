import Comparison
import Foundation
import Registry
import TestSupport
import Testing

/// The choosing chapter's trade-offs rows quote figures the code gives now.
///
/// Two columns come from `swift run compare`: the tests without the UI and the lines per layer.
/// They are checked against the table the code gives now, in both languages, for every
/// architecture.
@Suite struct TradeOffTableTests {
  /// The quoted figures of the row that starts with `name`'s cell, as the chapter writes them:
  /// `(tests, lines)`.
  static func quoted(_ name: String, in text: String) -> (tests: String, lines: String)? {
    for line in text.split(separator: "\n") where line.hasPrefix("| \(name) ([") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count > 3 else { return nil }
      return (cells[2], cells[3])
    }
    return nil
  }

  /// What the table gives for `profile`, written as the chapter writes it.
  static func expected(_ profile: ArchitectureProfile, japanese: Bool) -> (
    tests: String, lines: String
  ) {
    let tests = profile.testsWithoutUI.map(String.init) ?? (japanese ? "なし" : "none")
    let lines = Layer.allCases.map { String(profile.lines[$0] ?? 0) }.joined(separator: " / ")
    return (tests, lines)
  }

  @Test func everyRowQuotesTheFiguresTheCodeGivesNow() throws {
    let profiles = try EmbeddedTableTests.profiles.get()
    let tree = PackageFiles.tree
    var rows = 0
    var stale: [String] = []
    for language in ["en", "ja"] {
      let path = try #require(
        tree.files(under: "Tutorials/\(language)").first { $0.hasSuffix("-choosing.md") })
      let text = try #require(tree.contents(of: path))
      for profile in profiles {
        guard let quoted = Self.quoted(profile.name, in: text) else {
          Issue.record("\(path) has no trade-offs row for \(profile.name)")
          continue
        }
        let expected = Self.expected(profile, japanese: language == "ja")
        if quoted.tests != expected.tests || quoted.lines != expected.lines {
          stale.append(
            """
            \(path)'s trade-offs row \(profile.name) says \(quoted.tests) tests and \(quoted.lines) \
            lines, `swift run compare` gives \(expected.tests) and \(expected.lines)
            """)
        }
        rows += 1
      }
    }
    if !stale.isEmpty {
      Issue.record(Comment(rawValue: StaleDocumentation.typed(stale)))
    }
    #expect(rows == 2 * Registry.architectures.count)
  }

  @Test func aRowIsReadByItsName() {
    let text = """
      | | tests | lines |
      | MVP ([03](03-passive-view-mvp.md)) | 22 | 138 / 167 / 0 / 0 / 37 | the presenter |
      | MVP + Router ([04](04-mvp-router.md)) | 25 | 1 / 2 / 3 / 4 / 5 | a router |
      """
    #expect(Self.quoted("MVP", in: text)?.lines == "138 / 167 / 0 / 0 / 37")
    #expect(Self.quoted("MVP + Router", in: text)?.tests == "25")
    #expect(Self.quoted("MVC", in: text) == nil)
  }
}
