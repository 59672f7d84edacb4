import RepositorySearch
import Testing

/// Counts as the screens show them, for every integer a response can hold.
@Suite struct CountFormatTests {
  @Test(arguments: [
    (0, "0"), (999, "999"), (1_250, "1.2k"), (67_400, "67k"), (999_999, "999k"),
    (1_100_000, "1.1m"), (2_500_000_000, "2.5b"), (7_000_000_000_000, "7t"),
  ])
  func abbreviatesToAFewCharacters(count: Int, expected: String) {
    #expect(CountFormat.abbreviated(count) == expected)
  }

  /// Each step exactly, and the counts just below it, which are cut, never rounded up.
  @Test(arguments: [
    (1_000, "1k"), (999, "999"), (1_000_000, "1m"), (999_999, "999k"), (999_950, "999k"),
    (1_000_000_000, "1b"), (999_999_999, "999m"), (9_999, "9.9k"), (9_950, "9.9k"),
    (10_000, "10k"), (99_999, "99k"), (1_099, "1k"), (1_100, "1.1k"), (1_999_999, "1.9m"),
  ])
  func abbreviatesAtAndJustBelowEachStep(count: Int, expected: String) {
    #expect(CountFormat.abbreviated(count) == expected)
  }

  @Test(arguments: [Int.min, -1, Int.max, Int.max - 1, 999_999_999_999_999_999])
  func abbreviatesAnyIntegerInFiveCharactersAtMost(count: Int) {
    let text = CountFormat.abbreviated(count)
    #expect(text.count <= 5, "\(count) reads \(text)")
    if count < 0 { #expect(text == "0") }
  }

  @Test func groupsThousands() {
    #expect(CountFormat.grouped(1_234_567) == "1,234,567")
    #expect(CountFormat.grouped(999) == "999")
  }

  @Test func showsNegativeCountsAsZeroWithoutCrashing() {
    #expect(CountFormat.grouped(Int.min) == "0")
    #expect(CountFormat.grouped(-42) == "0")
    #expect(CountFormat.grouped(Int.max) == "9,223,372,036,854,775,807")
  }

  @Test func neverSaysMoreWereLoadedThanExist() {
    #expect(CountFormat.resultSummary(loaded: 30, total: 12) == "30 of 30")
    #expect(CountFormat.resultSummary(loaded: 30, total: Int.min) == "30 of 30")
    #expect(CountFormat.resultSummary(loaded: 30, total: 170_000) == "30 of 170,000")
  }

  @Test(arguments: [
    (0, "0 s"), (42, "42 s"), (119, "119 s"), (120, "2 min"), (121, "3 min"),
    (7_199, "120 min"), (7_200, "2 h"), (86_400, "24 h"), (Int.max, "24 h"), (-5, "0 s"),
  ])
  func saysWaitsInUnitsAPersonReads(seconds: Int, expected: String) {
    #expect(CountFormat.duration(seconds: seconds) == expected)
  }
}
