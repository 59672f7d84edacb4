/// The difference between two versions of one role's file: its lines, its edit script, and
/// the hunks a reader looks at.
package struct FileDiff: Sendable {
  /// A run of edits with the unchanged lines around them.
  package struct Hunk: Sendable, Equatable {
    /// The edits of the hunk, context included.
    package var edits: [LineDiff.Edit]
    /// The first line of the old file in the hunk, 0-based, and how many lines it spans.
    package var oldRange: Range<Int>
    /// The first line of the new file in the hunk, 0-based, and how many lines it spans.
    package var newRange: Range<Int>
  }

  /// The old file's lines.
  package let oldLines: [String]
  /// The new file's lines.
  package let newLines: [String]
  /// The full edit script.
  package let edits: [LineDiff.Edit]

  /// Compares two texts line by line.
  package init(old: String, new: String) {
    oldLines = Self.lines(of: old)
    newLines = Self.lines(of: new)
    edits = LineDiff.edits(from: oldLines, to: newLines)
  }

  /// Lines removed from the old file.
  package var removedCount: Int {
    edits.filter { if case .delete = $0 { true } else { false } }.count
  }

  /// Lines added in the new file.
  package var addedCount: Int {
    edits.filter { if case .insert = $0 { true } else { false } }.count
  }

  /// The changes with `context` unchanged lines around each; hunks closer than twice that
  /// merge.
  package func hunks(context: Int = 3) -> [Hunk] {
    let changed = edits.indices.filter {
      if case .same = edits[$0] { false } else { true }
    }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
        groups[groups.count - 1] = last.lowerBound...index
      } else {
        groups.append(index...index)
      }
    }
    return groups.map { group in
      let start = max(0, group.lowerBound - context)
      let end = min(edits.count, group.upperBound + context + 1)
      let slice = Array(edits[start..<end])
      return Hunk(
        edits: slice, oldRange: Self.range(of: slice, old: true),
        newRange: Self.range(of: slice, old: false))
    }
  }

  private static func range(of edits: [LineDiff.Edit], old: Bool) -> Range<Int> {
    let numbers = edits.compactMap { edit -> Int? in
      switch edit {
      case .same(let oldLine, let newLine): old ? oldLine : newLine
      case .delete(let oldLine): old ? oldLine : nil
      case .insert(let newLine): old ? nil : newLine
      }
    }
    guard let first = numbers.first, let last = numbers.last else {
      // Nothing on this side: an empty range where the other side's lines go.
      let position =
        edits.compactMap { edit -> Int? in
          if case .same(let oldLine, let newLine) = edit { return old ? oldLine : newLine }
          return nil
        }.first ?? 0
      return position..<position
    }
    return first..<(last + 1)
  }

  /// The lines of a text, without a last empty line for its final newline; tabs become spaces.
  static func lines(of text: String) -> [String] {
    // Without a CR, every line break is a character of its own, so the text splits as bytes,
    // without grapheme breaking; with one, "\r\n" is one character and stays in its line.
    let split =
      text.utf8.contains(UInt8(ascii: "\r"))
      ? text.split(separator: "\n", omittingEmptySubsequences: false)
      : text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        .map { Substring($0) }
    var lines = split.map {
      // Only a line with a tab pays for Foundation's replacing.
      $0.utf8.contains(UInt8(ascii: "\t"))
        ? $0.replacingOccurrences(of: "\t", with: "    ") : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
