import Foundation

/// The table as Markdown (for the README and the chapters), as text (for the terminal, one
/// block per question), or as JSON (the profiles themselves, for scripts).
extension ComparisonTable {
  /// A Markdown table; several items in a cell are separated by `<br>`.
  package var markdown: String {
    func row(_ cells: [String]) -> String {
      "| "
        + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }
        .joined(separator: " | ") + " |"
    }
    var lines = [row([questionHeading] + columns)]
    lines.append(row(Array(repeating: "---", count: columns.count + 1)))
    for item in rows {
      lines.append(row([item.title] + item.cells.map { $0.joined(separator: "<br>") }))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Plain text: each question, then one line per architecture, its items one under another.
  package var text: String {
    let nameWidth = (columns.map(\.count).max() ?? 0) + 3
    var lines: [String] = []
    for row in rows {
      if !lines.isEmpty { lines.append("") }
      lines.append(row.title)
      for (name, items) in zip(columns, row.cells) {
        for (position, item) in items.enumerated() {
          let label = position == 0 ? name : ""
          let padding = String(repeating: " ", count: nameWidth - label.count)
          lines.append("  " + label + padding + item.replacingOccurrences(of: "`", with: ""))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The profiles behind a table, as pretty-printed JSON with sorted keys.
  package static func json(of profiles: [ArchitectureProfile]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(profiles)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
