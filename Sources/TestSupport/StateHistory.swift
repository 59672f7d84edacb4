/// Every state a view model or a store went through, for tests that assert them whole.
///
/// The Composable Architecture's `TestStore` made this the expectation for state-driven code:
/// a test states how each new state differs from the one before it, every field, in order, and
/// a change nobody asserted fails. A test records a snapshot of the whole state each time the
/// subject says it changed (`onChange`, an observation), then checks the recorded states with
/// ``check(_:)``, which consumes them. A notification that changed nothing is recorded too, and
/// must be asserted as a change that changes nothing: a second notification for one answer is
/// a difference a test sees.
@MainActor
public final class StateHistory<State: Equatable> {
  /// The outcome of a check: every recorded state as asserted, or what differs.
  public enum Check: Equatable, CustomStringConvertible {
    /// The recorded states are the asserted ones, in order, and nothing else was recorded.
    case matches
    /// What differs, one line a state.
    case differs([String])

    public var description: String {
      switch self {
      case .matches: "all states as asserted"
      case .differs(let lines): lines.joined(separator: "\n")
      }
    }
  }

  private var asserted: State
  /// The states recorded since the last check, oldest first.
  public private(set) var unasserted: [State] = []

  /// A history that starts at `initial`, the state before the test's first input.
  public init(initial: State) {
    asserted = initial
  }

  /// Keeps `state`, the subject's whole state right after it said it changed.
  public func record(_ state: State) {
    unasserted.append(state)
  }

  /// Checks the recorded states against `changes`, one change a state, in order.
  ///
  /// The first recorded state must be the last asserted one with the first change applied, the
  /// next with the second applied to that, and so on, with no state left over. The recorded states are consumed either way, and the last
  /// expected state becomes the base of the next check.
  public func check(_ changes: (inout State) -> Void...) -> Check {
    var lines: [String] = []
    var expected = asserted
    for (index, change) in changes.enumerated() {
      change(&expected)
      guard index < unasserted.count else {
        lines.append("state \(index + 1): expected, but none was recorded")
        continue
      }
      if unasserted[index] != expected {
        lines.append(
          "state \(index + 1): " + Self.differences(expected: expected, actual: unasserted[index]))
      }
    }
    for (index, extra) in unasserted.enumerated().dropFirst(changes.count) {
      let previous = index == 0 ? asserted : unasserted[index - 1]
      lines.append(
        "state \(index + 1): a change nobody asserted: "
          + Self.changes(from: previous, to: extra))
    }
    asserted = expected
    unasserted = []
    return lines.isEmpty ? .matches : .differs(lines)
  }

  /// The fields in which the state a test asserted differs from the one the subject produced,
  /// `name: expected E, got A`, read by reflection.
  public static func differences(expected: State, actual: State) -> String {
    compare(expected, actual, same: "no field differs") { "expected \($0), got \($1)" }
  }

  /// The fields a change nobody asserted changed, `name: before → after`; "no field changed"
  /// when the subject said it changed and nothing did.
  private static func changes(from before: State, to after: State) -> String {
    compare(before, after, same: "no field changed") { "\($0) → \($1)" }
  }

  private static func compare(
    _ left: State, _ right: State, same: String, _ describe: (String, String) -> String
  ) -> String {
    var fields: [String] = []
    for (one, other) in zip(Mirror(reflecting: left).children, Mirror(reflecting: right).children) {
      let first = String(describing: one.value)
      let second = String(describing: other.value)
      if first != second { fields.append("\(one.label ?? "?"): " + describe(first, second)) }
    }
    if fields.isEmpty {
      return left == right
        ? same : describe(String(describing: left), String(describing: right))
    }
    return fields.joined(separator: "; ")
  }
}
