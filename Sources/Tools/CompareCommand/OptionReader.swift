/// Reads `--flag value`, `--flag=value` and positional words off a command line.
struct OptionReader {
  private var remaining: ArraySlice<String>

  /// Reads `arguments`.
  init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// The next argument: a flag with its inline value split off, or a positional word.
  mutating func next() -> (flag: String, inlineValue: String?)? {
    guard let argument = remaining.popFirst() else { return nil }
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The value of `flag`: its inline value, or the next argument.
  mutating func value(of flag: String, inline: String?) throws(UsageError) -> String {
    if let inline { return inline }
    guard let next = remaining.popFirst() else {
      throw UsageError("option '\(flag)' needs a value")
    }
    return next
  }

  /// Refuses a value given to `flag`, a flag that takes none: `--write=false` is a mistake,
  /// not a no.
  func refuseValue(of flag: String, inline: String?) throws(UsageError) {
    if let inline { throw UsageError("option '\(flag)' takes no value, not '\(inline)'") }
  }
}
