import SwiftSource

/// The targets `Package.swift` declares: names, kinds, dependencies and folders — the layer
/// graph the compiler enforces.
///
/// Read from the manifest's text: each `.target(name: "…", …)` written out, and the targets
/// the manifest's loop makes of each entry of its list of architectures (see
/// ``ArchitectureEntry``).
package struct PackageManifest: Sendable {
  /// One `.target`, `.testTarget` or `.executableTarget`.
  package struct Target: Sendable, Equatable {
    /// `target`, `testTarget` or `executableTarget`.
    package var kind: String
    /// The module name.
    package var name: String
    /// The targets it depends on, as written.
    package var dependencies: [String]
    /// Its folder: the `path:` argument, or `Sources/<name>` (`Tests/<name>` for tests).
    package var path: String
  }

  /// Every target: those written out, in the order written, then each architecture's.
  package let targets: [Target]
  /// The entries of the list of architectures, in the order written.
  package let architectures: [ArchitectureEntry]

  /// Reads the targets from the manifest's text.
  package init(text: String) {
    let code = SwiftCode(text)
    let original = Array(text.unicodeScalars)
    let tokens = Token.tokens(of: code)
    let architectures = Self.architectureEntries(tokens: tokens, original: original)
    var targets: [Target] = []
    for (position, token) in tokens.enumerated()
    where ["target", "testTarget", "executableTarget"].contains(token.text)
      && position > 0 && tokens[position - 1].text == "."
      && position + 1 < tokens.count && tokens[position + 1].text == "("
    {
      var depth = 0
      var end = position + 1
      repeat {
        if tokens[end].text == "(" { depth += 1 }
        if tokens[end].text == ")" { depth -= 1 }
        end += 1
      } while depth > 0 && end < tokens.count
      var arguments = String.UnicodeScalarView()
      arguments.append(contentsOf: original[tokens[position + 1].offset..<tokens[end - 1].offset])
      if var target = Self.target(kind: token.text, arguments: String(arguments)) {
        target.dependencies += Self.mappedDependencies(
          in: String(arguments), architectures: architectures)
        targets.append(target)
      }
    }
    self.architectures = architectures
    self.targets = targets + architectures.flatMap(\.targets)
  }

  /// The target named `name`, if declared.
  package func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// The target whose folder is `path`, if any.
  package func target(atPath path: String) -> Target? {
    targets.first { $0.path == path }
  }

  /// The library targets whose folders are inside `folder`: an architecture's modules.
  package func targets(inside folder: String) -> [Target] {
    targets.filter { $0.kind == "target" && $0.path.hasPrefix(folder + "/") }
  }

  /// The library targets outside `folder` that the targets inside it depend on, by name: the
  /// modules an architecture shares with the others.
  package func sharedTargets(of folder: String) -> [Target] {
    let own = targets(inside: folder)
    return Set(own.flatMap(\.dependencies)).subtracting(own.map(\.name)).sorted()
      .compactMap { target(named: $0) }.filter { $0.kind == "target" }
  }

  /// The target a `.target(…)` call's arguments declare; nil when its name is not a string
  /// literal alone, as in the loop that makes each architecture's targets.
  private static func target(kind: String, arguments: String) -> Target? {
    guard let label = arguments.range(of: "name:"),
      arguments[label.upperBound...].drop(while: \.isWhitespace).first == "\"",
      let name = firstString(after: "name:", in: arguments),
      let end = arguments.range(of: "\"\(name)\"", range: label.upperBound..<arguments.endIndex),
      [",", ")"].contains(arguments[end.upperBound...].first { !$0.isWhitespace } ?? ",")
    else { return nil }
    var dependencies: [String] = []
    if let start = arguments.range(of: "dependencies:"),
      let open = arguments[start.upperBound...].firstIndex(of: "["),
      let close = arguments[open...].firstIndex(of: "]")
    {
      dependencies = strings(in: arguments[open...close])
    }
    let defaultPath = (kind == "testTarget" ? "Tests/" : "Sources/") + name
    let path = firstString(after: "path:", in: arguments) ?? defaultPath
    return Target(kind: kind, name: name, dependencies: dependencies, path: path)
  }

  static func firstString(after label: String, in text: String) -> String? {
    guard let start = text.range(of: label) else { return nil }
    return strings(in: text[start.upperBound...]).first
  }

  /// The contents of the double-quoted strings in `text`.
  static func strings(in text: Substring) -> [String] {
    text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
