import RepositorySearch

/// Byte-for-byte search, for the checks that look for an exact spelling in every page or source.
///
/// Foundation's `contains(_:)` and `range(of:)` compare grapheme clusters with Unicode folding.
/// The checks ask a simpler question — is this spelling there? — thousands of times over the
/// Markdown and the sources, and the folding cost more than all the rest of their work. The
/// pages and the sources are UTF-8 in one normalization form, so a byte match is the same
/// answer.
extension StringProtocol {
  /// Whether `needle` occurs in the string, byte for byte.
  public func containsExactly(_ needle: String) -> Bool {
    firstByteOffset(of: needle, from: 0) != nil
  }

  /// The ranges where `needle` occurs, byte for byte, left to right, without overlaps.
  public func exactRanges(of needle: String) -> [Range<Index>] {
    let length = needle.utf8.count
    guard length > 0 else { return [] }
    var ranges: [Range<Index>] = []
    var offset = 0
    while let found = firstByteOffset(of: needle, from: offset) {
      let lower = utf8.index(utf8.startIndex, offsetBy: found)
      ranges.append(lower..<utf8.index(lower, offsetBy: length))
      offset = found + length
    }
    return ranges
  }

  /// The lines that hold `needle`, byte for byte, each once and in order, without their
  /// newline: found from where the needle occurs, so that the many lines without it cost
  /// nothing (the imports of a source file, say).
  public func linesHolding(_ needle: String) -> [SubSequence] {
    guard !needle.isEmpty else { return [] }
    var lines: [SubSequence] = []
    var offset = 0
    while let found = firstByteOffset(of: needle, from: offset) {
      let (start, end) = lineBounds(around: found)
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      lines.append(self[lower..<utf8.index(lower, offsetBy: end - start)])
      offset = end
    }
    return lines
  }

  /// The byte offsets where the line holding byte `offset` starts and where its newline (or
  /// the text) ends it.
  private func lineBounds(around offset: Int) -> (start: Int, end: Int) {
    let newline = UInt8(ascii: "\n")
    let bounds = utf8.withContiguousStorageIfAvailable { bytes in
      var start = offset
      while start > 0, bytes[start - 1] != newline { start -= 1 }
      var end = offset
      while end < bytes.count, bytes[end] != newline { end += 1 }
      return (start: start, end: end)
    }
    return bounds ?? String(self).lineBounds(around: offset)
  }

  /// The byte offset of the first `needle` at or after byte `start`, or nil: the catalog's
  /// byte search (`firstOffset(of:in:from:)`) over the two strings' UTF-8.
  private func firstByteOffset(of needle: String, from start: Int) -> Int? {
    var needle = needle
    needle.makeContiguousUTF8()
    let searched = utf8.withContiguousStorageIfAvailable { haystack in
      needle.utf8.withContiguousStorageIfAvailable { needle in
        firstOffset(
          of: UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(haystack), from: start)
      } ?? nil
    }
    // A string bridged from elsewhere may not be contiguous: search a native copy.
    return searched ?? String(self).firstByteOffset(of: needle, from: start)
  }
}

extension String {
  /// The lines of the string, split at each newline byte, empty lines kept: the lines the
  /// checks read, without the cost of reading characters. (The pages and sources end their
  /// lines with a newline alone.)
  public var newlineSeparatedLines: [Substring] {
    // The newlines found by the byte search, then each line cut between two of them: cheaper
    // than splitting the bytes as a collection, a slice of each at a time.
    var text = self
    let newlines: [Int] = text.withUTF8 { bytes in
      [UInt8(ascii: "\n")].withUnsafeBytes { newline in
        var offsets: [Int] = []
        var offset = 0
        while let found = firstOffset(of: newline, in: UnsafeRawBufferPointer(bytes), from: offset)
        {
          offsets.append(found)
          offset = found + 1
        }
        return offsets
      }
    }
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var lower = utf8.startIndex
    var lowerOffset = 0
    for end in newlines + [utf8.count] {
      let upper = utf8.index(lower, offsetBy: end - lowerOffset)
      lines.append(self[lower..<upper])
      guard upper < utf8.endIndex else { break }
      lower = utf8.index(after: upper)
      lowerOffset = end + 1
    }
    return lines
  }
}
