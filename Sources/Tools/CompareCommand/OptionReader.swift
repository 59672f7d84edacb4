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

  /// Reads `flag` into `options` when it is `--package-path PATH` or `--write`, which every
  /// command that regenerates the docs takes alike; false for any other flag.
  mutating func readPackageOption(
    _ flag: String, inline: String?, into options: inout PackageOptions
  ) throws(UsageError) -> Bool {
    switch flag {
    case "--package-path": options.path = try value(of: flag, inline: inline)
    case "--write":
      try refuseValue(of: flag, inline: inline)
      options.writes = true
    default: return false
    }
    return true
  }

  /// The value of `flag`, one of `Choice`'s cases named by its raw value; the refusal lists them
  /// all, in their order: `'--lang' needs en or ja, not 'fr'`.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    of flag: String, inline: String?
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    let value = try value(of: flag, inline: inline)
    guard let choice = Choice(rawValue: value) else {
      var names = Choice.allCases.map(\.rawValue)
      let last = names.removeLast()
      let listed = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
      throw UsageError("'\(flag)' needs \(listed), not '\(value)'")
    }
    return choice
  }

  /// The value of `--width`: columns from 40 to 1000.
  mutating func columns(of flag: String, inline: String?) throws(UsageError) -> Int {
    let value = try value(of: flag, inline: inline)
    guard let columns = Int(value), (40...1_000).contains(columns) else {
      throw UsageError("'\(flag)' needs columns from 40 to 1000, not '\(value)'")
    }
    return columns
  }
}

/// Where the package is, and whether the command writes into it (`--write`) or prints.
struct PackageOptions {
  /// `--package-path`: the package's folder; nil for the nearest one holding `Package.swift`.
  var path: String?
  /// `--write`: regenerate what the docs embed instead of printing.
  var writes = false
}
