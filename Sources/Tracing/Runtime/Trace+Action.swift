extension Trace {
  /// A method of `type` that is handed an `action` was entered: the trace names the action, as
  /// it names a service call's arguments — `send(.searchButtonClicked)` rather than
  /// `send(_:)` ten times over.
  public static func enter(
    _ architecture: String, _ type: String, _ method: String, action: Any
  ) {
    let name = method.hasSuffix("(_:)") ? String(method.dropLast("(_:)".count)) : method
    enter(architecture, type, "\(name)(\(described(action)))")
  }

  /// The longest text a string payload is shown with before it is cut with `…`.
  static let longestText = 24

  /// `.searchTextChanged("swift")`, `.detail(.openInBrowserTapped)`, `.searchResponse(.success)`:
  /// an enum value's case, and what it carries when that is short to say — another case, a
  /// short text, a number or a truth value — so that a page of results is not printed whole.
  static func described(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return String(describing: value) }
    guard let payload = mirror.children.first, let name = payload.label else {
      return "." + String(describing: value)
    }
    let carried = Mirror(reflecting: payload.value)
    switch payload.value {
    case _ where carried.displayStyle == .enum:
      return ".\(name)(\(described(payload.value)))"
    case let text as String:
      let shown = text.count > longestText ? text.prefix(longestText - 1) + "…" : text
      return ".\(name)(\"\(shown)\")"
    case let number as Int:
      return ".\(name)(\(number))"
    case let truth as Bool:
      return ".\(name)(\(truth))"
    default:
      return ".\(name)"
    }
  }
}
