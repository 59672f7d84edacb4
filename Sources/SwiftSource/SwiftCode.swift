/// Swift source with its comments and the contents of its string literals blanked out, so that
/// braces, keywords and names can be found by plain scanning.
///
/// Every blanked character becomes a space and every newline stays, so offsets and line numbers
/// are those of the original text. Interpolations inside strings stay code.
package struct SwiftCode: Sendable {
  /// The original text's characters, as scalars, with comments and literals blanked.
  package let scalars: [Unicode.Scalar]
  /// The offset at which each line starts.
  private let lineStarts: [Int]

  /// Blanks `text`.
  package init(_ text: String) {
    var blanker = Blanker(Array(text.unicodeScalars))
    scalars = blanker.run()
    var starts = [0]
    for (offset, scalar) in scalars.enumerated() where scalar == "\n" {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// The code as a string.
  package var text: String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }

  /// The 1-based line of `offset`.
  package func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The text between two offsets.
  package func slice(_ range: Range<Int>) -> String {
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    return String(result)
  }
}
