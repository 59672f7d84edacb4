import Foundation
import Testing

/// `test-results`, which the compliance matrix and the kata read a run's outcomes with: one
/// line per test case, from the event stream Swift Testing writes.
@Suite struct TestResultsToolTests {
  /// A run in the event stream's shape (version 0), one record a line: a parameterized test
  /// with a failing case and a known issue, tests that pass, are skipped or never end, an issue
  /// outside any case, and one of a suite.
  static let stream = [
    #"{"kind":"test","payload":{"id":"M.Screen","kind":"suite","name":"Screen"},"version":0}"#,
    #"{"kind":"test","payload":{"_testCases":[{"displayName":"MVP","id":"a"},{"displayName":"Flux","id":"b"}],"displayName":"S1 launch","id":"M.Screen/launch(_:)/F.swift:3:4","isParameterized":true,"kind":"function","name":"launch(_:)"},"version":0}"#,
    #"{"kind":"test","payload":{"id":"M.Screen/plain()/F.swift:9:4","kind":"function","name":"plain()"},"version":0}"#,
    #"{"kind":"test","payload":{"id":"M.Screen/later()/F.swift:12:4","kind":"function","name":"later()"},"version":0}"#,
    #"{"kind":"test","payload":{"id":"M.Screen/crashes()/F.swift:15:4","kind":"function","name":"crashes()"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.Screen"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"MVP","id":"a"},"kind":"testCaseStarted","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"Flux","id":"b"},"kind":"testCaseStarted","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"MVP","id":"a"},"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"symbol":"passWithKnownIssue","text":"known"}],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"Flux","id":"b"},"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed:\ttitle"},{"symbol":"details","text":"second\nline"}],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"Flux","id":"b"},"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"a later issue"}],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"MVP","id":"a"},"kind":"testCaseEnded","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"_testCase":{"displayName":"Flux","id":"b"},"kind":"testCaseEnded","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.Screen/plain()/F.swift:9:4"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.Screen/plain()/F.swift:9:4"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testSkipped","messages":[],"testID":"M.Screen/later()/F.swift:12:4"},"version":0}"#,
    #"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"M.Screen/crashes()/F.swift:15:4"},"version":0}"#,
  ]

  /// The tool's lines for `records`, written to a file of their own.
  func results(_ records: [String]) async throws -> DemoProcess.Result {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("test-results-\(UUID().uuidString).jsonl")
    try Data(records.joined(separator: "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try await DemoProcess(name: "test-results").run([file.path])
  }

  @Test func printsOneLinePerCaseWithItsOutcomeAndFirstIssue() async throws {
    let result = try await results(Self.stream)
    #expect(result.status == 0, "\(result.errorOutput)")
    let lines = result.output.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(lines.map { $0.count } == [5, 5, 5, 5, 5])
    #expect(
      lines.map { [$0[0], $0[2], $0[3]] } == [
        ["pass", "S1 launch", "MVP"],
        ["fail", "S1 launch", "Flux"],
        ["pass", "plain()", ""],
        ["skip", "later()", ""],
        ["unfinished", "crashes()", ""],
      ])
    #expect(lines[1][1] == "M.Screen/launch(_:)/F.swift:3:4")
    #expect(lines[1][4] == "Expectation failed: title — second line", "one line, the first issue")
    #expect(lines.map { $0[4] }.filter(\.isEmpty).count == 4)
  }

  @Test func anIssueOutsideTheCasesFailsEveryCaseAndASuitesIssueEveryTestThatRan() async throws {
    let outsideTheCases =
      #"{"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"outside"}],"testID":"M.Screen/launch(_:)/F.swift:3:4"},"version":0}"#
    let ofTheSuite =
      #"{"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Time limit was exceeded"}],"testID":"M.Screen"},"version":0}"#
    let cases = try await results(Array(Self.stream.prefix(10)) + [outsideTheCases])
    #expect(
      cases.output == """
        fail\tM.Screen/launch(_:)/F.swift:3:4\tS1 launch\tMVP\toutside
        fail\tM.Screen/launch(_:)/F.swift:3:4\tS1 launch\tFlux\toutside

        """)
    let suite = try await results(Self.stream + [ofTheSuite])
    let outcomes = suite.output.split(separator: "\n").map { $0.prefix { $0 != "\t" } }
    #expect(outcomes == ["fail", "fail", "fail", "skip", "fail"], "a skipped test stays skipped")
    #expect(
      suite.output.split(separator: "\n").allSatisfy {
        $0.hasSuffix("\tTime limit was exceeded") || $0.contains("Expectation failed")
          || $0.hasPrefix("skip\t")
      })
  }

  @Test func badInputIsNamedByItsLineAndPrintsNoResults() async throws {
    let garbled = try await results(Array(Self.stream.prefix(3)) + ["◇ Test case passing 1 ar"])
    #expect(garbled.status == 1)
    #expect(garbled.output.isEmpty)
    #expect(garbled.errorOutput.hasPrefix("test-results: line 4 is not an event-stream record"))
    let fromANewerStream = #"{"kind":"event","payload":{"kind":"runStarted"},"version":1}"#
    let newer = try await results([fromANewerStream])
    #expect(newer.status == 1)
    #expect(
      newer.errorOutput == "test-results: line 1 is of event-stream version 1; this reads 0\n")
    let missing = try await DemoProcess(name: "test-results").run(["/no/such/file.jsonl"])
    #expect(missing.status == 2)
    #expect(missing.errorOutput == "test-results: cannot read /no/such/file.jsonl\n")
  }

  @Test func slowestPrintsTheTestsThatTookLongestLongestFirst() async throws {
    func event(_ kind: String, _ testID: String, at seconds: Double) -> String {
      #"{"kind":"event","payload":{"instant":{"absolute":\#(seconds),"since1970":0},"kind":"\#(kind)","messages":[],"testID":"\#(testID)"},"version":0}"#
    }
    let launch = "M.Screen/launch(_:)/F.swift:3:4"
    let plain = "M.Screen/plain()/F.swift:9:4"
    let crashes = "M.Screen/crashes()/F.swift:15:4"
    let timed =
      Array(Self.stream.prefix(5)) + [
        event("testStarted", "M.Screen", at: 1),
        event("testStarted", launch, at: 1),
        event("testStarted", plain, at: 1.5),
        event("testEnded", plain, at: 1.75),
        event("testEnded", launch, at: 4),
        event("testStarted", crashes, at: 4),
        event("testEnded", "M.Screen", at: 9),
      ]
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("test-results-\(UUID().uuidString).jsonl")
    try Data(timed.joined(separator: "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let one = try await DemoProcess(name: "test-results").run(["--slowest", "1", file.path])
    #expect(one.output == "3.000\tM.Screen S1 launch\n")
    let all = try await DemoProcess(name: "test-results").run(["--slowest", "5", file.path])
    #expect(
      all.output == "3.000\tM.Screen S1 launch\n0.250\tM.Screen plain()\n",
      "a suite is not a test, and a test that never ended has no time")
    let refused = try await DemoProcess(name: "test-results").run(["--slowest", "0", file.path])
    #expect(refused.status == 2)
  }
}
