/// The outcomes of a run, read record by record from its event stream.
struct TestRun {
  /// What happened to one test case, or to one test that takes no arguments.
  struct Outcome {
    let testID: String
    /// The case; `nil` for the test itself.
    let testCase: EventRecord.TestCase?
    var ended = false
    var skipped = false
    var failure: String?

    var word: String {
      if failure != nil { return "fail" }
      if skipped { return "skip" }
      return ended ? "pass" : "unfinished"
    }
  }

  private var names: [String: String] = [:]  // test ID → display name or function name
  private var suites: Set<String> = []
  private var outcomes: [String: Outcome] = [:]
  private var order: [String] = []  // keys, in the order the tests and cases started
  private var testsWithCases: Set<String> = []
  private var suiteFailures: [(suiteID: String, failure: String)] = []
  private var startedAt: [String: Double] = [:]  // test ID → when it started
  private var seconds: [String: Double] = [:]  // test ID → from its start to its end

  mutating func read(_ record: EventRecord) {
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
      startedAt[testID] = payload.instant?.absolute
    case "testCaseStarted":
      testsWithCases.insert(testID)
      _ = outcome(testID, payload.testCase)
    case "testEnded", "testCaseEnded":
      outcomes[outcome(testID, payload.testCase)]?.ended = true
      if payload.kind == "testEnded", let start = startedAt[testID],
        let end = payload.instant?.absolute
      {
        seconds[testID] = end - start
      }
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

  /// One tab-separated line per test case and per test without arguments, in the order they
  /// started: outcome, test ID, name, case, first issue.
  var lines: [String] {
    order.compactMap { key in
      guard var outcome = outcomes[key] else { return nil }
      // A parameterized test's own line stands for its cases, which have lines of their own.
      if outcome.testCase == nil, testsWithCases.contains(outcome.testID) { return nil }
      // An issue recorded in a parameterized test outside its cases fails every case; so does
      // one of a suite around the test, unless the test was skipped.
      outcome.failure =
        outcome.failure ?? outcomes[Self.key(outcome.testID, nil)]?.failure
        ?? (outcome.skipped
          ? nil : suiteFailures.first { outcome.testID.hasPrefix($0.suiteID + "/") }?.failure)
      let fields = [
        outcome.word, outcome.testID, names[outcome.testID] ?? outcome.testID,
        outcome.testCase?.displayName ?? "", outcome.failure ?? "",
      ]
      return fields.map(Self.field).joined(separator: "\t")
    }
  }

  /// The `count` tests that took longest, longest first.
  ///
  /// Each line is the seconds from the test's start to its end (every case of a parameterized
  /// test together), then the suite and the test's name, tab-separated. In a run that runs tests side by side a test's time includes its waits for
  /// the others, so the scripts read this from a run with `--no-parallel`.
  func slowest(_ count: Int) -> [String] {
    seconds.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map { testID, took in
      // `Module.Suite/function()/File.swift:3:4` → `Module.Suite`, then the test's name.
      let suite = testID.split(separator: "/").first.map(String.init) ?? testID
      let name = Self.field(suite + " " + (names[testID] ?? testID))
      return String(format: "%.3f", took) + "\t" + name
    }
  }

  private static func key(_ testID: String, _ caseID: String?) -> String {
    testID + "\u{0}" + (caseID.map { "case " + $0 } ?? "")
  }

  /// The key of a test case, or of the test itself when `testCase` is `nil`, made on first use.
  private mutating func outcome(_ testID: String, _ testCase: EventRecord.TestCase?) -> String {
    let key = Self.key(testID, testCase?.id)
    if outcomes[key] == nil {
      outcomes[key] = Outcome(testID: testID, testCase: testCase)
      order.append(key)
    }
    return key
  }

  /// An issue's messages on one line: what failed, then its details.
  private static func text(of messages: [EventRecord.Message]) -> String {
    messages.map(\.text).joined(separator: " — ")
  }

  /// A field on one line, with no tab to split it.
  private static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}
