/// How many lines of code a step from one architecture to the next changes: what a reviewer
/// counts to judge whether the step shows one idea.
///
/// Only code counts: the Swift files of the presentation and UI layers (not the demo's
/// `main.swift`, not the README), without blank lines and comments, so that rewording a
/// comment is free while a rename, a re-wrapped line or a parameter named two ways costs what it
/// changes. A role both have counts its removed and added lines; a file only one side has
/// counts whole.
package struct StepSize: Sendable, Equatable {
  /// One role's share of the step.
  package struct Role: Sendable, Equatable {
    /// The role: its file name in both, `A ↔ B` for an alias, or one side's path alone.
    package var name: String
    /// The code lines it changes.
    package var lines: Int

    /// The role `name`, changing `lines` lines of code.
    package init(name: String, lines: Int) {
      self.name = name
      self.lines = lines
    }
  }

  /// Every role that changes, largest first.
  package let roles: [Role]

  /// The code lines the step changes.
  package var total: Int { roles.reduce(0) { $0 + $1.lines } }

  /// Measures the roles `pairing` pairs, reading each file's text from `contents`.
  init(pairing: RolePairing, contents: (_ old: String?, _ new: String?) -> (String, String)) {
    var roles: [Role] = []
    for pair in pairing.pairs where Self.isCode(pair.old) {
      let (old, new) = contents(pair.old, pair.new)
      let diff = FileDiff(old: Self.code(of: old), new: Self.code(of: new))
      let lines = diff.removedCount + diff.addedCount
      if lines > 0 {
        roles.append(
          Role(name: pair.old == pair.new ? pair.old : pair.old + " ↔ " + pair.new, lines: lines))
      }
    }
    for path in pairing.onlyOld where Self.isCode(path) {
      let lines = Self.code(of: contents(path, nil).0).split(separator: "\n").count
      roles.append(Role(name: "only before: " + path, lines: lines))
    }
    for path in pairing.onlyNew where Self.isCode(path) {
      let lines = Self.code(of: contents(nil, path).1).split(separator: "\n").count
      roles.append(Role(name: "only after: " + path, lines: lines))
    }
    self.roles = roles.sorted { ($1.lines, $0.name) < ($0.lines, $1.name) }
  }

  /// True for a Swift file of a layer: not the demo's entry point.
  package static func isCode(_ path: String) -> Bool {
    path.hasSuffix(".swift") && !path.hasPrefix("Demo/")
  }

  /// `text` without blank lines and without lines that are only a comment.
  ///
  /// Read as UTF-8 bytes: the line break, the indent and `//` are ASCII, and a line's bytes
  /// need no grapheme breaking to be kept or dropped.
  static func code(of text: String) -> String {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .filter { line in
        let trimmed = line.drop { $0 == UInt8(ascii: " ") }
        return !trimmed.isEmpty && !trimmed.starts(with: "//".utf8)
      }
      .map { Substring($0) }
      .joined(separator: "\n")
  }
}
