import Foundation

/// One row of `Tutorials/ja/glossary.md`: the Japanese term, its English, and the variants the
/// chapters must not use.
struct GlossaryEntry {
  /// The term the chapters use.
  let term: String
  /// The English chapters' word for it.
  let english: String
  /// The spellings the chapters must not use.
  let variants: [String]

  /// The rows of the glossary's table, after its header and separator.
  static func entries(in glossary: String) -> [GlossaryEntry] {
    glossary.split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, cells[1] != "用語", !cells[1].hasPrefix("---") else { return nil }
      let variants = cells[3].split(separator: "、").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return GlossaryEntry(term: cells[1], english: cells[2], variants: variants)
    }
  }

  /// Whether `line` contains `variant` as a whole word: not inside a longer run of letters,
  /// digits or hyphens (ASCII), so that `MVVM Model` does not match `MVVM Model-only`.
  static func line(_ line: String, contains variant: String) -> Bool {
    var searchStart = line.startIndex
    while let range = line.range(of: variant, range: searchStart..<line.endIndex) {
      let before = line[..<range.lowerBound].last
      let after = line[range.upperBound...].first
      if !continuesWord(variant.first, with: before) && !continuesWord(variant.last, with: after) {
        return true
      }
      searchStart = range.upperBound
    }
    return false
  }

  /// Whether `neighbour` continues the ASCII word that `edge`, an end of a variant, belongs to.
  private static func continuesWord(_ edge: Character?, with neighbour: Character?) -> Bool {
    guard let edge, let neighbour, edge.isASCII, edge.isLetter || edge.isNumber else {
      return false
    }
    return neighbour.isASCII && (neighbour.isLetter || neighbour.isNumber || neighbour == "-")
  }
}
