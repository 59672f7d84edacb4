import Foundation
import RepositorySearch
import Testing

@Suite struct GitHubTimestampTests {
  /// Foundation's own ISO-8601 reader, which the tests may afford: it is the reference. (It
  /// turns Julian before 1582; GitHub has no repositories that old.)
  private static let reference = Date.ISO8601FormatStyle()

  @Test func readsWhatGitHubWrites() {
    #expect(
      GitHubTimestamp.date(from: "2014-06-02T17:17:13Z")
        == Date(timeIntervalSince1970: 1_401_729_433))
    #expect(GitHubTimestamp.date(from: "1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
  }

  @Test(arguments: [
    "1601-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1900-02-28T12:00:00Z",
    "2000-02-29T23:59:59Z", "2024-02-29T00:00:01Z", "2038-01-19T03:14:08Z",
    "2100-03-01T00:00:00Z", "9999-12-31T23:59:59Z",
  ])
  func agreesWithFoundationOnEdges(_ text: String) throws {
    #expect(GitHubTimestamp.date(from: text) == (try Self.reference.parse(text)))
  }

  @Test func agreesWithFoundationEveryFewDaysForFourCenturies() throws {
    // 1800 to 2200, in steps of 9 days and 3,607 seconds, so every weekday, month and time
    // of day comes round.
    // Disagreements are gathered and expected once: thousands of steps pass each run.
    var disagreements: [String] = []
    var seconds = -5_364_662_400
    while seconds < 7_258_118_400 {
      let date = Date(timeIntervalSince1970: TimeInterval(seconds))
      let text = Self.reference.format(date)
      let read = GitHubTimestamp.date(from: text)
      if read != date { disagreements.append("\(text) read as \(String(describing: read))") }
      let day = GitHubTimestamp.day(of: date)
      if day != String(text.prefix(10)) {
        disagreements.append("\(text) has day \(String(describing: day))")
      }
      seconds += 9 * 86_400 + 3_607
    }
    #expect(disagreements.isEmpty)
  }

  @Test func readsOffsetsAndFractionsAsTheSameMoment() {
    let moment = GitHubTimestamp.date(from: "2014-06-02T17:17:13Z")
    #expect(GitHubTimestamp.date(from: "2014-06-03T02:17:13+09:00") == moment)
    #expect(GitHubTimestamp.date(from: "2014-06-02T12:47:13-0430") == moment)
    #expect(GitHubTimestamp.date(from: "2014-06-02t17:17:13z") == moment)
    #expect(
      GitHubTimestamp.date(from: "2014-06-02T17:17:13.250Z")
        == moment?.addingTimeInterval(0.25))
  }

  @Test(arguments: [
    "", "2014-06-02", "2014-06-02T17:17:13", "2014-06-02 17:17:13Z", "2014-13-02T17:17:13Z",
    "2014-02-30T17:17:13Z", "2023-02-29T00:00:00Z", "2014-06-02T24:00:00Z",
    "2014-06-02T17:60:13Z", "2014-06-02T17:17:60Z", "2014-06-02T17:17:13.Z",
    "2014-06-02T17:17:13+9:00", "2014-06-02T17:17:13+24:00", "2014-06-02T17:17:13Zjunk",
    "２０１４-06-02T17:17:13Z", "-014-06-02T17:17:13Z", "2014-06-1:T17:17:13Z",
  ])
  func refusesAnythingElse(_ text: String) {
    #expect(GitHubTimestamp.date(from: text) == nil)
  }

  @Test func writesTheDayInUTC() {
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: 1_401_729_433)) == "2014-06-02")
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: -1)) == "1969-12-31")
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: 86_399.5)) == "1970-01-01")
  }

  @Test func writesNoDayTheFormatCannotHold() throws {
    let first = try #require(GitHubTimestamp.date(from: "0000-01-01T00:00:00Z"))
    #expect(GitHubTimestamp.day(of: first) == "0000-01-01")
    #expect(GitHubTimestamp.day(of: first.addingTimeInterval(-1)) == nil)
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: 253_402_300_799)) == "9999-12-31")
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: 253_402_300_800)) == nil)
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: .infinity)) == nil)
    #expect(GitHubTimestamp.day(of: Date(timeIntervalSince1970: .nan)) == nil)
  }

  @Test func aResponseWithABadDateSaysWhichValue() {
    let body = Data(
      #"""
      {"total_count": 1, "incomplete_results": false, "items": [{"id": 1, "name": "a",
      "full_name": "o/a", "html_url": "https://github.com/o/a", "stargazers_count": 1,
      "forks_count": 0, "open_issues_count": 0, "updated_at": "yesterday"}]}
      """#.utf8)
    #expect {
      try SearchResponse.makeDecoder().decode(SearchResponse.self, from: body)
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription.contains("not yesterday")
    }
  }
}
