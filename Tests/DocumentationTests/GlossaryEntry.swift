import Foundation
import TestSupport

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
    line.exactRanges(of: variant).contains { range in
      !continuesWord(variant.first, with: line[..<range.lowerBound].last)
        && !continuesWord(variant.last, with: line[range.upperBound...].first)
    }
  }

  /// Whether `neighbour` continues the ASCII word that `edge`, an end of a variant, belongs to.
  private static func continuesWord(_ edge: Character?, with neighbour: Character?) -> Bool {
    guard let edge, let neighbour, edge.isASCII, edge.isLetter || edge.isNumber else {
      return false
    }
    return neighbour.isASCII && (neighbour.isLetter || neighbour.isNumber || neighbour == "-")
  }
}
