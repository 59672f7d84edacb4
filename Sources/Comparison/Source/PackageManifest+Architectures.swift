import SwiftSource

extension PackageManifest {
  /// One entry of the manifest's list of architectures,
  /// `(folder: "MVP", demo: "mvp-demo", presentationModule: true)`, and the targets the loop
  /// after the package makes of it.
  package struct ArchitectureEntry: Sendable, Equatable {
    /// Its folder under `Sources/`, which names its modules: `MVP`.
    package var folder: String
    /// Its demo executable: `mvp-demo`.
    package var demo: String
    /// Whether its non-UI layer, `Sources/<folder>/Presentation`, is a module of its own.
    package var presentationModule: Bool

    package init(folder: String, demo: String, presentationModule: Bool) {
      self.folder = folder
      self.demo = demo
      self.presentationModule = presentationModule
    }

    /// The targets the manifest's loop makes of the entry, as it writes them.
    ///
    /// The loop in `Package.swift` and this are one rule written twice, since a manifest is
    /// read here as text: `Scripts/check-new-architecture` holds them to each other with
    /// `swift package dump-package`.
    package var targets: [Target] {
      let presentation = presentationModule ? [folder + "Presentation"] : []
      var targets: [Target] = []
      if presentationModule {
        targets += [
          Target(
            kind: "target", name: folder + "Presentation", dependencies: ["RepositorySearch"],
            path: "Sources/\(folder)/Presentation"),
          Target(
            kind: "testTarget", name: folder + "PresentationTests",
            dependencies: presentation + ["RepositorySearch", "TestSupport"],
            path: "Tests/\(folder)PresentationTests"),
        ]
      }
      return targets + [
        Target(
          kind: "target", name: folder,
          dependencies: presentation + ["RepositorySearch", "SharedUI", "TerminalUI"],
          path: "Sources/\(folder)/UI"),
        Target(
          kind: "testTarget", name: folder + "Tests",
          dependencies: [folder] + presentation + [
            "RepositorySearch", "SharedUI", "TerminalUI", "TestSupport",
          ],
          path: "Tests/\(folder)Tests"),
        Target(
          kind: "executableTarget", name: folder + "Demo",
          dependencies: ["Launcher", folder, "SharedUI"], path: "Sources/\(folder)/Demo"),
        Target(
          kind: "target", name: "Traced" + folder,
          dependencies: ["RepositorySearch", "SharedUI", "TerminalUI", "Tracing"],
          path: "Sources/Tracing/Generated/" + folder),
      ]
    }
  }

  /// The name of the manifest's list of architectures.
  package static let architectureListName = "architectures"

  /// The entries of `let architectures … = [ … ]` in the manifest whose code is `tokens` and
  /// whose text is `original`: each parenthesized entry with a folder and a demo.
  static func architectureEntries(tokens: [Token], original: [Unicode.Scalar])
    -> [ArchitectureEntry]
  {
    guard
      let name = tokens.indices.first(where: {
        $0 > 0 && tokens[$0 - 1].text == "let" && tokens[$0].text == architectureListName
      }),
      let equals = tokens[name...].firstIndex(where: { $0.text == "=" }),
      equals + 1 < tokens.count, tokens[equals + 1].text == "["
    else { return [] }
    var entries: [ArchitectureEntry] = []
    var depth = 0
    var open: Int?
    for position in (equals + 1)..<tokens.count {
      switch tokens[position].text {
      case "[", "(":
        depth += 1
        if depth == 2, tokens[position].text == "(" { open = position }
      case "]", ")":
        depth -= 1
        if depth == 1, let start = open {
          var text = String.UnicodeScalarView()
          text.append(contentsOf: original[tokens[start].offset..<tokens[position].offset])
          if let entry = entry(arguments: String(text)) { entries.append(entry) }
          open = nil
        }
      default: break
      }
      if depth == 0 { break }
    }
    return entries
  }

  /// The dependencies a target's `arguments` add with
  /// `architectures.map { .target(name: "Prefix" + $0.folder) }`, one per entry: the registry's
  /// modules, or the traced copies.
  static func mappedDependencies(in arguments: String, architectures: [ArchitectureEntry])
    -> [String]
  {
    guard let map = arguments.range(of: architectureListName + ".map"),
      let name = arguments.range(of: "name:", range: map.upperBound..<arguments.endIndex),
      let close = arguments[name.upperBound...].firstIndex(of: ")")
    else { return [] }
    let expression = arguments[name.upperBound..<close]
    guard let folder = expression.range(of: "$0.folder") else { return [] }
    let prefix = strings(in: expression[..<folder.lowerBound]).joined()
    let suffix = strings(in: expression[folder.upperBound...]).joined()
    return architectures.map { prefix + $0.folder + suffix }
  }

  /// The entry whose arguments are `arguments`; nil without a folder and a demo.
  private static func entry(arguments: String) -> ArchitectureEntry? {
    guard let folder = firstString(after: "folder:", in: arguments),
      let demo = firstString(after: "demo:", in: arguments)
    else { return nil }
    let flag = arguments.range(of: "presentationModule:").map {
      arguments[$0.upperBound...].drop(while: \.isWhitespace).hasPrefix("true")
    }
    return ArchitectureEntry(folder: folder, demo: demo, presentationModule: flag ?? false)
  }
}
