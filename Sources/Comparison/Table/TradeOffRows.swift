import Foundation

/// The two columns of the choosing chapter's trade-offs table that quote `compare`'s figures:
/// the tests without the UI and the lines per layer, in each architecture's row.
///
/// The other cells are the chapter's own reading of the code and stay as written; `compare table
/// --write` rewrites these two from the profiles, as it rewrites the embedded tables, and the
/// suite holds them to it.
package enum TradeOffRows {
  /// Whether the file at `path` is a choosing chapter, whose trade-offs table this rewrites.
  package static func isChoosingChapter(_ path: String) -> Bool {
    path.hasPrefix("Tutorials/") && path.hasSuffix("-choosing.md")
  }

  /// The two figure cells of the row that starts with `name`'s cell, as the chapter writes them.
  package static func quoted(_ name: String, in lines: [String]) -> (tests: String, lines: String)?
  {
    guard let row = lines.first(where: { $0.hasPrefix(rowStart(name)) }) else { return nil }
    let cells = row.split(separator: "|", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count > 3 else { return nil }
    return (cells[2], cells[3])
  }

  /// What the profile gives for the two cells, written as a chapter in that language writes it.
  package static func figures(of profile: ArchitectureProfile, japanese: Bool) -> (
    tests: String, lines: String
  ) {
    let tests = profile.testsWithoutUI.map(String.init) ?? (japanese ? "なし" : "none")
    let lines = Layer.allCases.map { String(profile.lines[$0] ?? 0) }.joined(separator: " / ")
    return (tests, lines)
  }

  /// `document` with each profile's row holding the figures the profile gives.
  ///
  /// Every other cell and line stays as it was; a document that is not a choosing chapter comes
  /// back unchanged.
  package static func rewritten(_ document: TextDocument, profiles: [ArchitectureProfile])
    -> TextDocument
  {
    guard isChoosingChapter(document.path) else { return document }
    let japanese = document.path.hasPrefix("Tutorials/ja/")
    var rewritten = document
    for profile in profiles {
      guard let index = document.lines.firstIndex(where: { $0.hasPrefix(rowStart(profile.name)) })
      else { continue }
      var cells = document.lines[index].split(separator: "|", omittingEmptySubsequences: false)
        .map(String.init)
      guard cells.count > 3 else { continue }
      let figures = figures(of: profile, japanese: japanese)
      cells[2] = " \(figures.tests) "
      cells[3] = " \(figures.lines) "
      rewritten.lines[index] = cells.joined(separator: "|")
    }
    return rewritten
  }

  /// How the row of the architecture named `name` starts: its name, then its chapter's link.
  private static func rowStart(_ name: String) -> String { "| \(name) ([" }
}
