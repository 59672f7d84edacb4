import Foundation
import Testing

/// A rule id selects exactly its scenarios: `swift test --filter S13/` runs the S13 ones, and
/// every rule of the compliance matrix has some.
///
/// `swift test --filter` matches test ids (`ConformanceTests.SearchAsYouTypeTests/S13/
/// pauseSearches(_:)`), never display names, so these tests read the sources: each scenario
/// sits in the suites its display name starts with.
@Suite struct RuleIdTests {
  /// The package's root folder, two levels above this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every test declared in the package's test folders.
  static let tests: [DeclaredTest] = {
    let folder = root.appendingPathComponent("Tests")
    let paths =
      FileManager.default.enumerator(atPath: folder.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return DeclaredTest.tests(
      in: paths.map { path in
        let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        return (file: "Tests/" + path, text: text ?? "")
      })
  }()

  /// The rules `Scripts/compliance-matrix` prints a row for.
  static func matrixRules() throws -> [String] {
    let script = try String(
      contentsOf: root.appendingPathComponent("Scripts/compliance-matrix"), encoding: .utf8)
    let line = try #require(
      script.split(separator: "\n").first { $0.hasPrefix("rules=\"") },
      "Scripts/compliance-matrix has no rules=\"…\" line")
    return line.dropFirst("rules=\"".count).dropLast().split(separator: " ").map(String.init)
  }

  @Test func theSourcesDeclareTests() {
    #expect(Self.tests.count > 100)
    #expect(Self.tests.contains { $0.suites == ["SearchAsYouTypeTests", "S13"] })
  }

  @Test func eachScenarioIsNestedInTheSuitesOfItsRuleIds() {
    for test in Self.tests {
      #expect(
        test.suites.filter(DeclaredTest.isRuleId) == test.ruleIds
          && test.suites.suffix(test.ruleIds.count).elementsEqual(test.ruleIds),
        "\(test.file): \"\(test.displayName)\" belongs in suites \(test.ruleIds), not \(test.suites)"
      )
    }
  }

  @Test func everyRuleOfTheMatrixSelectsAScenarioAndNoScenarioIsLeftOut() throws {
    let rules = try Self.matrixRules()
    #expect(rules.count == Set(rules).count)
    let matrixTests = Self.tests.filter {
      $0.file.hasPrefix("Tests/ConformanceTests/") || $0.file.hasPrefix("Tests/EndToEndTests/")
    }
    for rule in rules {
      #expect(matrixTests.contains { $0.ruleIds.contains(rule) }, "\(rule) selects no test")
    }
    let used = Set(matrixTests.flatMap(\.ruleIds))
    #expect(
      used.subtracting(rules).isEmpty, "add to the matrix's rules: \(used.subtracting(rules))")
  }

  /// What a rule id's `--filter` would also select: a name holding `S`, `D` or `W` before a
  /// digit, anywhere.
  @Test func aNameHoldsARuleIdWhereAFilterWouldFindOne() {
    for name in ["S13", "XS1y", "pageD4", "W1resize"] {
      #expect(DeclaredTest.containsRuleId(name), "\(name)")
    }
    for name in ["Swift", "S", "", "s13", "SD", "3S"] {
      #expect(!DeclaredTest.containsRuleId(name), "\(name)")
    }
  }

  @Test func onlyRuleSuitesHaveARuleIdInTheirName() {
    for test in Self.tests {
      for name in test.suites + [test.function] where !DeclaredTest.isRuleId(name) {
        #expect(
          !DeclaredTest.containsRuleId(name),
          "\(test.file): \(name) would be selected by a rule id's filter")
      }
    }
  }
}
