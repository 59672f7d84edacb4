// Reads the event stream Swift Testing writes for
//   swift test --event-stream-output-path FILE --event-stream-version 0
// and prints one line per test case for the scripts, tab-separated:
//   outcome   pass, fail, skip or unfinished (started, never ended: the run stopped)
//   test ID   Module.Suite/function(_:)/File.swift:12:4
//   test      the test's display name, or its function's name
//   case      the argument's description for a parameterized test ("MVP"), or empty
//   issue     a failure's first issue, on one line, or empty
//
// The scripts read results here rather than from `swift test`'s console output, which
// `swift test` passes on from the test process and which can lose a run of bytes when the test
// process writes fast (a line cut in two, a few results gone).
import Foundation

let usage = "usage: test-results EVENT-STREAM-FILE"

/// One line of the stream: a test (or suite) the run knows of, or an event.
struct Record: Decodable {
  let version: Int
  let kind: String
  let payload: Payload
}

/// The fields of a test or an event this tool reads; the stream has more.
struct Payload: Decodable {
  let kind: String?
  let id: String?
  let name: String?
  let displayName: String?
  let testID: String?
  let testCase: TestCase?
  let issue: Issue?
  let messages: [Message]?

  enum CodingKeys: String, CodingKey {
    case kind, id, name, displayName, testID, issue, messages
    case testCase = "_testCase"
  }

  struct TestCase: Decodable {
    let displayName: String
    let id: String
  }

  struct Issue: Decodable {
    let isKnown: Bool
  }

  struct Message: Decodable {
    let symbol: String
    let text: String
  }
}

/// What happened to one test case, or to one test that takes no arguments.
struct Outcome {
  let testID: String
  /// The case's ID; `nil` for the test itself.
  let caseID: String?
  let caseName: String
  var ended = false
  var skipped = false
  var failure: String?

  var word: String {
    if failure != nil { return "fail" }
    if skipped { return "skip" }
    return ended ? "pass" : "unfinished"
  }
}

/// The outcomes of a run, read record by record.
struct TestRun {
  private var names: [String: String] = [:]  // test ID → display name or function name
  private var suites: Set<String> = []
  private var outcomes: [String: Outcome] = [:]
  private var order: [String] = []  // keys, in the order the tests and cases started
  private var testsWithCases: Set<String> = []
  private var suiteFailures: [(suiteID: String, failure: String)] = []

  mutating func read(_ record: Record) {
    let payload = record.payload
    if record.kind == "test", let id = payload.id {
      names[id] = payload.displayName ?? payload.name ?? id
      if payload.kind == "suite" { suites.insert(id) }
      return
    }
    guard record.kind == "event", let testID = payload.testID else { return }
    let failed = payload.kind == "issueRecorded" && payload.issue?.isKnown == false
    if suites.contains(testID) {
      // A suite's own issue (its time limit, say) fails every test in it.
      if failed { suiteFailures.append((testID, Self.text(of: payload.messages ?? []))) }
      return
    }
    switch payload.kind {
    case "testStarted":
      _ = outcome(testID, nil)
    case "testCaseStarted":
      testsWithCases.insert(testID)
      _ = outcome(testID, payload.testCase)
    case "testEnded", "testCaseEnded":
      outcomes[outcome(testID, payload.testCase)]?.ended = true
    case "testSkipped":
      outcomes[outcome(testID, nil)]?.skipped = true
    case "issueRecorded" where failed:
      let key = outcome(testID, payload.testCase)
      if outcomes[key]?.failure == nil {
        outcomes[key]?.failure = Self.text(of: payload.messages ?? [])
      }
    default:
      break
    }
  }

  /// One line per test case and per test without arguments, in the order they started.
  var lines: [String] {
    order.compactMap { key in
      guard var outcome = outcomes[key] else { return nil }
      // A parameterized test's own line stands for its cases, which have lines of their own.
      if outcome.caseID == nil, testsWithCases.contains(outcome.testID) { return nil }
      // An issue recorded in a parameterized test outside its cases fails every case; so does
      // one of a suite around the test, unless the test was skipped.
      outcome.failure =
        outcome.failure ?? outcomes[Self.key(outcome.testID, nil)]?.failure
        ?? (outcome.skipped
          ? nil : suiteFailures.first { outcome.testID.hasPrefix($0.suiteID + "/") }?.failure)
      let fields = [
        outcome.word, outcome.testID, names[outcome.testID] ?? outcome.testID, outcome.caseName,
        outcome.failure ?? "",
      ]
      return fields.map(Self.field).joined(separator: "\t")
    }
  }

  private static func key(_ testID: String, _ caseID: String?) -> String {
    testID + "\u{0}" + (caseID.map { "case " + $0 } ?? "")
  }

  /// The key of a test case, or of the test itself when `testCase` is `nil`, made on first use.
  private mutating func outcome(_ testID: String, _ testCase: Payload.TestCase?) -> String {
    let key = Self.key(testID, testCase?.id)
    if outcomes[key] == nil {
      outcomes[key] = Outcome(
        testID: testID, caseID: testCase?.id, caseName: testCase?.displayName ?? "")
      order.append(key)
    }
    return key
  }

  /// An issue's messages on one line: what failed, then its details.
  private static func text(of messages: [Payload.Message]) -> String {
    messages.map(\.text).joined(separator: " — ")
  }

  /// A field on one line, with no tab to split it.
  private static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data(("test-results: " + message + "\n").utf8))
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
  print(usage)
  exit(0)
}
guard arguments.count == 1 else { fail(usage, status: 2) }
guard let data = FileManager.default.contents(atPath: arguments[0]) else {
  fail("cannot read \(arguments[0])", status: 2)
}
var run = TestRun()
let decoder = JSONDecoder()
for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
  let record: Record
  do {
    record = try decoder.decode(Record.self, from: Data(line))
  } catch {
    fail("line \(index + 1) is not an event-stream record: \(error)", status: 1)
  }
  guard record.version == 0 else {
    fail("line \(index + 1) is of event-stream version \(record.version); this reads 0", status: 1)
  }
  run.read(record)
}
for line in run.lines { print(line) }
