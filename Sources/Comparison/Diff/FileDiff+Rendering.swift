/// A file diff as a reader sees it: unified, or two columns side by side.
extension FileDiff {
  /// The unified format `diff -u` prints, with `oldName` and `newName` in the header.
  package func unified(oldName: String, newName: String, style: TerminalStyle) -> String {
    var lines = [
      style.heading("--- " + TerminalStyle.safe(oldName)),
      style.heading("+++ " + TerminalStyle.safe(newName)),
    ]
    for hunk in hunks() {
      lines.append(style.location(Self.header(of: hunk)))
      for edit in hunk.edits {
        switch edit {
        case .same(let old, _): lines.append(" " + TerminalStyle.safe(oldLines[old]))
        case .delete(let old): lines.append(style.removed("-" + TerminalStyle.safe(oldLines[old])))
        case .insert(let new): lines.append(style.added("+" + TerminalStyle.safe(newLines[new])))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Two columns, old on the left and new on the right, in `width` columns; a removal and the
  /// insertion that replaces it share a row, long lines wrap.
  package func sideBySide(
    oldName: String, newName: String, width: Int, style: TerminalStyle
  ) -> String {
    let half = (width - 3) / 2
    let layout = SideBySideLayout(half: half, style: style)
    // Each name cut to its column, so that no line passes `width`.
    let rightWidth = max(1, width - half - 3)
    let oldHeading = TerminalStyle.wrap(TerminalStyle.safe(oldName), width: half).first ?? ""
    let newHeading = TerminalStyle.wrap(TerminalStyle.safe(newName), width: rightWidth).first ?? ""
    var lines = [style.heading(TerminalStyle.pad(oldHeading, to: half) + " │ " + newHeading)]
    for hunk in hunks() {
      lines.append(style.location(Self.header(of: hunk)))
      for row in Self.rows(of: hunk.edits) {
        let old = row.old.map { ($0 + 1, TerminalStyle.safe(oldLines[$0])) }
        let new = row.new.map { ($0 + 1, TerminalStyle.safe(newLines[$0])) }
        lines += layout.lines(old: old, new: new, isChange: row.isChange)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row of the side-by-side view: a line on either side or both.
  struct Row: Equatable {
    var old: Int?
    var new: Int?
    var isChange: Bool
  }

  /// Pairs each run of removals with the insertions that follow it, row by row.
  static func rows(of edits: [LineDiff.Edit]) -> [Row] {
    var rows: [Row] = []
    var removed: [Int] = []
    var added: [Int] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        rows.append(
          Row(
            old: removed.indices.contains(index) ? removed[index] : nil,
            new: added.indices.contains(index) ? added[index] : nil, isChange: true))
      }
      removed = []
      added = []
    }
    for edit in edits {
      switch edit {
      case .same(let old, let new):
        flush()
        rows.append(Row(old: old, new: new, isChange: false))
      case .delete(let old):
        if !added.isEmpty { flush() }
        removed.append(old)
      case .insert(let new): added.append(new)
      }
    }
    flush()
    return rows
  }

  private static func header(of hunk: Hunk) -> String {
    func describe(_ range: Range<Int>) -> String {
      range.isEmpty ? "\(range.lowerBound),0" : "\(range.lowerBound + 1),\(range.count)"
    }
    return "@@ -\(describe(hunk.oldRange)) +\(describe(hunk.newRange)) @@"
  }
}

/// How one side-by-side row is cut into terminal lines.
private struct SideBySideLayout {
  let half: Int
  let style: TerminalStyle

  /// The gutter: a 4-column line number, a marker and a space.
  private static let gutter = 7

  func lines(old: (Int, String)?, new: (Int, String)?, isChange: Bool) -> [String] {
    let textWidth = max(1, half - Self.gutter)
    let left = old.map { TerminalStyle.wrap($0.1, width: textWidth) } ?? []
    let right = new.map { TerminalStyle.wrap($0.1, width: textWidth) } ?? []
    var lines: [String] = []
    for index in 0..<max(left.count, right.count, 1) {
      let leftCell = cell(
        number: index == 0 ? old?.0 : nil, marker: isChange ? "-" : " ",
        text: left.indices.contains(index) ? left[index] : nil, paint: style.removed)
      let rightCell = cell(
        number: index == 0 ? new?.0 : nil, marker: isChange ? "+" : " ",
        text: right.indices.contains(index) ? right[index] : nil, paint: style.added)
      let padding = String(
        repeating: " ", count: max(0, half - TerminalStyle.width(of: leftCell.plain)))
      var line = leftCell.painted + padding + " │ " + rightCell.painted
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  private func cell(number: Int?, marker: String, text: String?, paint: (String) -> String)
    -> (plain: String, painted: String)
  {
    guard let text else { return ("", "") }
    let numberText = number.map { String($0) } ?? ""
    let gutter = String(repeating: " ", count: max(0, 4 - numberText.count)) + numberText
    let plain = gutter + " " + marker + " " + text
    let body = marker + " " + text
    return (plain, style.location(gutter) + " " + (marker == " " ? body : paint(body)))
  }
}
