/// One line of Swift Testing's event stream (version 0).
///
/// A line is a test or suite the run knows of, or an event. Only the fields this tool reads are
/// decoded; the stream has more.
struct EventRecord: Decodable {
  let version: Int
  /// `test` or `event`.
  let kind: String
  let payload: Payload

  struct Payload: Decodable {
    /// What the test or the event is: `function` or `suite` for a test; `testStarted`,
    /// `issueRecorded` and so on for an event.
    let kind: String?
    /// A test's ID.
    let id: String?
    let name: String?
    let displayName: String?
    /// The ID of the test an event is about.
    let testID: String?
    /// The case of a parameterized test an event is about.
    let testCase: TestCase?
    let issue: Issue?
    let messages: [Message]?
    /// When an event happened.
    let instant: Instant?

    enum CodingKeys: String, CodingKey {
      case kind, id, name, displayName, testID, issue, messages, instant
      case testCase = "_testCase"
    }
  }

  /// When an event happened: `absolute` is seconds on the test process's monotonic clock.
  struct Instant: Decodable {
    let absolute: Double
  }

  /// One case of a parameterized test: its arguments' description (`MVP`) and its ID.
  struct TestCase: Decodable {
    let displayName: String
    let id: String
  }

  struct Issue: Decodable {
    let isKnown: Bool
  }

  /// A line of what the console would print: an issue's summary, then its details.
  struct Message: Decodable {
    let text: String
  }
}
