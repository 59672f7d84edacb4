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
    Self.string(scalars[...])
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
    Self.string(scalars[range.clamped(to: 0..<scalars.count)])
  }

  /// The scalars as a string, encoded as UTF-8 bytes first: appending scalars to a string one
  /// by one is many times slower, and the tools make a string for every word they scan.
  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.isASCII {
        bytes.append(UInt8(truncatingIfNeeded: scalar.value))
      } else if let encoded = UTF8.encode(scalar) {
        bytes.append(contentsOf: encoded)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
