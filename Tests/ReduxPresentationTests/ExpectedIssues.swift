import Foundation
import Testing

/// The issues a test expects the code it drives to record, caught and handed back to be
/// asserted like any other output, instead of failing the test.
///
/// A test store's failures are its behaviour: its tests check which issue it records, with
/// which words and where, as they check a state. A suite that applies ``catching`` (an
/// issue-handling trait, Swift 6.2) wraps the steps that should fail in ``during(_:)``; an
/// issue recorded anywhere else still fails the test, and a step that records nothing leaves
/// the test's assertion to fail.
enum ExpectedIssues {
  /// The trait that hands ``during(_:)`` the issues recorded while it runs.
  static let catching: IssueHandlingTrait = .compactMapIssues { issue in
    guard let caught else { return issue }
    caught.append(issue)
    return nil
  }

  // Where the issues of the steps in ``during(_:)`` go: set only while they run.
  @TaskLocal private static var caught: Caught?

  /// Runs `steps` and returns the issues they recorded, in order.
  static func during(_ steps: () -> Void) -> [Issue] {
    let caught = Caught()
    $caught.withValue(caught) { steps() }
    return caught.issues
  }

  /// Runs `steps` and returns the issues they recorded, in order.
  static func during(
    isolation: isolated (any Actor)? = #isolation, _ steps: () async -> Void
  ) async -> [Issue] {
    let caught = Caught()
    await $caught.withValue(caught) { await steps() }
    return caught.issues
  }

  /// Issues recorded, kept under a lock: a matcher may run on any thread.
  final class Caught: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Issue] = []

    var issues: [Issue] { lock.withLock { recorded } }

    func append(_ issue: Issue) {
      lock.withLock { recorded.append(issue) }
    }
  }
}

extension Issue {
  /// What the issue says: its first comment.
  var message: String? { comments.first?.rawValue }
}
