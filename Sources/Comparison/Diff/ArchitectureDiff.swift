/// Two architectures' folders compared role by role: what `compare diff A B` prints.
package struct ArchitectureDiff: Sendable {
  /// How to show each file's changes.
  package enum Layout: Sendable, Equatable {
    /// `diff -u`'s format.
    case unified
    /// Two columns in a terminal this wide.
    case sideBySide(width: Int)

    /// The most columns a line may take: the width of a side-by-side layout, else no limit.
    package var columns: Int {
      guard case .sideBySide(let width) = self else { return .max }
      return width
    }
  }

  /// The first architecture.
  package let old: ComparedArchitecture
  /// The second architecture.
  package let new: ComparedArchitecture
  /// Their files paired by role.
  package let pairing: RolePairing
  /// Their test files paired by role, paths relative to `Tests/`: each architecture's
  /// `<Folder>PresentationTests` and `<Folder>Tests`.
  package let testPairing: RolePairing
  private let tree: any FileTree

  /// Pairs the files of `old` and `new` in `tree`.
  package init(old: ComparedArchitecture, new: ComparedArchitecture, tree: any FileTree) {
    self.old = old
    self.new = new
    self.tree = tree
    pairing = RolePairing(old: Self.files(of: old, in: tree), new: Self.files(of: new, in: tree))
    testPairing = RolePairing(
      old: Self.testFiles(of: old, in: tree), new: Self.testFiles(of: new, in: tree))
  }

  /// The diff of one pair.
  package func diff(of pair: RolePairing.Pair) -> FileDiff {
    FileDiff(
      old: tree.contents(of: path(old, pair.old)) ?? "",
      new: tree.contents(of: path(new, pair.new)) ?? "")
  }

  /// Which roles both have, with the lines removed and added in each, which roles only one
  /// has, and the code lines the step changes as `compare path` counts them, in lines of at most
  /// `width` columns: a longer one goes on below, indented.
  package func summary(style: TerminalStyle, width: Int = .max) -> String {
    let title = "\(old.name) → \(new.name): roles in both (lines removed, added)"
    var lines = TerminalStyle.fit(title, width: width).map(style.heading)
    let rows = pairing.pairs.map { pair -> (String, String) in
      let diff = diff(of: pair)
      let name = pair.old == pair.new ? pair.old : pair.old + " ↔ " + pair.new
      let change =
        diff.edits.allSatisfy { if case .same = $0 { true } else { false } }
        ? "same" : "-\(diff.removedCount) +\(diff.addedCount)"
      return (name, change)
    }
    let nameWidth = rows.map { TerminalStyle.width(of: TerminalStyle.safe($0.0)) }.max() ?? 0
    for (name, change) in rows {
      let row = "  " + TerminalStyle.pad(TerminalStyle.safe(name), to: nameWidth) + "  " + change
      lines += TerminalStyle.fit(row, width: width)
    }
    for (architecture, paths) in [(old, pairing.onlyOld), (new, pairing.onlyNew)] {
      let heading = "only in \(architecture.name):"
      var fitted = TerminalStyle.fit(heading + " " + list(paths), width: width)
      if fitted[0].hasPrefix(heading) {
        fitted[0] = style.heading(heading) + fitted[0].dropFirst(heading.count)
      }
      lines += fitted
    }
    let total = "changed lines of code:"
    lines.append(style.heading(total) + " \(stepSize.total)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The summary as a chapter embeds it, as `compare diff A B --summary` prints it: plain
  /// text, unwrapped, in a `text` block.
  package var embeddedSummary: String {
    "```text\n" + summary(style: TerminalStyle(colors: false)) + "```\n"
  }

  /// The code lines the step from `old` to `new` changes, role by role.
  package var stepSize: StepSize {
    StepSize(pairing: pairing) { oldPath, newPath in
      (
        oldPath.flatMap { tree.contents(of: path(old, $0)) } ?? "",
        newPath.flatMap { tree.contents(of: path(new, $0)) } ?? ""
      )
    }
  }

  /// The changes of `pair` in `layout`.
  package func rendered(_ pair: RolePairing.Pair, layout: Layout, style: TerminalStyle)
    -> String
  {
    Self.rendered(
      diff(of: pair), oldName: path(old, pair.old), newName: path(new, pair.new),
      layout: layout, style: style)
  }

  private static func rendered(
    _ diff: FileDiff, oldName: String, newName: String, layout: Layout, style: TerminalStyle
  ) -> String {
    switch layout {
    case .unified: return diff.unified(oldName: oldName, newName: newName, style: style)
    case .sideBySide(let width):
      return diff.sideBySide(oldName: oldName, newName: newName, width: width, style: style)
    }
  }

  /// The summary, then every role that differs: the code, then the tests, then the README.
  package func rendered(layout: Layout, style: TerminalStyle) -> String {
    var parts = [summary(style: style, width: layout.columns)]
    let code = pairing.pairs.filter { !$0.old.hasSuffix(".md") }
    let prose = pairing.pairs.filter { $0.old.hasSuffix(".md") }
    for pair in code where !diff(of: pair).hunks().isEmpty {
      parts.append(rendered(pair, layout: layout, style: style))
    }
    for pair in testPairing.pairs {
      let oldName = "Tests/" + pair.old
      let newName = "Tests/" + pair.new
      let diff = FileDiff(
        old: tree.contents(of: oldName) ?? "", new: tree.contents(of: newName) ?? "")
      guard !diff.hunks().isEmpty else { continue }
      parts.append(
        Self.rendered(diff, oldName: oldName, newName: newName, layout: layout, style: style))
    }
    for pair in prose where !diff(of: pair).hunks().isEmpty {
      parts.append(rendered(pair, layout: layout, style: style))
    }
    return parts.joined(separator: "\n")
  }

  private func list(_ paths: [String]) -> String {
    paths.isEmpty ? "none" : paths.map(TerminalStyle.safe).joined(separator: ", ")
  }

  private func path(_ architecture: ComparedArchitecture, _ relative: String) -> String {
    "Sources/\(architecture.folder)/\(relative)"
  }

  /// The Swift files of an architecture's test targets, relative to `Tests/`.
  private static func testFiles(of architecture: ComparedArchitecture, in tree: any FileTree)
    -> [String]
  {
    ["PresentationTests", "Tests"].flatMap { suffix in
      tree.files(under: "Tests/\(architecture.folder)\(suffix)")
        .filter { $0.hasSuffix(".swift") }
        .map { String($0.dropFirst("Tests/".count)) }
    }
  }

  /// Every file of an architecture's folder that plays a role: its sources and its README,
  /// not its declarations.
  private static func files(of architecture: ComparedArchitecture, in tree: any FileTree)
    -> [String]
  {
    let folder = "Sources/\(architecture.folder)/"
    return tree.files(under: "Sources/\(architecture.folder)")
      .map { String($0.dropFirst(folder.count)) }
      .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
  }
}
