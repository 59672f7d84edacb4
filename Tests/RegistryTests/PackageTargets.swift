/// Every target `Package.swift` declares: its dependencies and its folder.
struct PackageTargets {
  /// One `.target`, `.testTarget` or `.executableTarget`.
  struct Target {
    /// The targets it depends on, as written.
    let dependencies: [String]
    /// Its folder: the `path:` argument, or `Sources/<name>` (`Tests/<name>` for tests).
    let path: String
  }

  /// The targets by name.
  let targets: [String: Target]

  init(text: String) throws {
    let code = text.split(separator: "\n").filter {
      !$0.trimmingPrefix(while: \.isWhitespace).hasPrefix("//")
    }.joined(separator: "\n")
    // A target starts a line: `.target(name: …)` inside an argument (the traced copies'
    // dependencies are mapped to targets) is not one.
    let start = try Regex(#"(?m)^\s*\.(target|testTarget|executableTarget)\("#)
    let name = try Regex(#"name: "(\w+)""#)
    let path = try Regex(#"path: "([^"]+)""#)
    let dependencies = try Regex(#"dependencies: \[([^\]]*)\]"#)
    let string = try Regex(#""(\w+)""#)
    let starts = code.matches(of: start)
    var targets: [String: Target] = [:]
    for (index, match) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : code.endIndex
      let arguments = code[match.range.upperBound..<end]
      guard let named = arguments.firstMatch(of: name)?.output[1].substring else { continue }
      let kind = match.output[1].substring ?? ""
      let listed = arguments.firstMatch(of: dependencies)?.output[1].substring ?? ""
      targets[String(named)] = Target(
        dependencies: listed.matches(of: string).compactMap { $0.output[1].substring }
          .map(String.init),
        path: arguments.firstMatch(of: path)?.output[1].substring.map(String.init)
          ?? (kind == "testTarget" ? "Tests/" : "Sources/") + named)
    }
    self.targets = targets
  }

  /// Every target `name` depends on, directly or not.
  func dependencies(reachableFrom name: String) -> Set<String> {
    var reached: Set<String> = []
    var pending = targets[name]?.dependencies ?? []
    while let next = pending.popLast() {
      if reached.insert(next).inserted { pending += targets[next]?.dependencies ?? [] }
    }
    return reached
  }
}
