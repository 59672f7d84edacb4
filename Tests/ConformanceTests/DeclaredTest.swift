/// A `@Test` as the sources declare it: its display name, its function and the suites around it.
struct DeclaredTest: Sendable {
  /// The file, relative to the package's root.
  let file: String
  /// The display name: the first string of `@Test(…)`, or the function's name.
  let displayName: String
  /// The function's name.
  let function: String
  /// The types and extensions it is declared in, outermost first (`A.B` counts as two).
  let suites: [String]

  /// The rule ids the display name starts with, such as `["S10", "D1"]`.
  var ruleIds: [String] {
    Array(displayName.split(separator: " ").map(String.init).prefix(while: Self.isRuleId))
  }

  /// True for a rule id of the brief: S, D or W and a number.
  static func isRuleId(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    return bytes.count >= 2
      && [UInt8(ascii: "S"), UInt8(ascii: "D"), UInt8(ascii: "W")]
        .contains(bytes[0])
      && bytes.dropFirst().allSatisfy { (0x30...0x39).contains($0) }
  }

  /// True when `name` holds a rule id followed by anything: `S13`, `XS1y`, not `Swift`.
  static func containsRuleId(_ name: String) -> Bool {
    var previous: UInt8 = 0
    for byte in name.utf8 {
      switch (previous, byte) {
      case (UInt8(ascii: "S"), 0x30...0x39), (UInt8(ascii: "D"), 0x30...0x39),
        (UInt8(ascii: "W"), 0x30...0x39):
        return true
      default: previous = byte
      }
    }
    return false
  }

  /// The tests `texts` declare, by file, found by following their braces line by line.
  static func tests(in texts: [(file: String, text: String)]) -> [DeclaredTest] {
    let reader = Reader()
    return texts.flatMap { reader.tests(in: $0.text, file: $0.file) }
  }

  /// Reads the tests of one file after another with the same regular expressions: a regular
  /// expression made again is parsed again.
  private struct Reader {
    /// A line that declares a type, named in its first capture.
    let declaration =
      /^\s*(?:@\w+(?:\(.*\))?\s+)*(?:\w+\s+)*(?:struct|enum|class|actor|extension)\s+([\w.]+)/
    /// A line that starts with a string literal, its text in the capture.
    let leadingString = /^\s*"((?:[^"\\]|\\.)*)"/
    /// `@Test("…"`, the display name in the capture.
    let displayName = /@Test\(\s*"((?:[^"\\]|\\.)*)"/
    /// A function's name.
    let function = /\bfunc\s+(\w+)/

    /// The tests `text` declares, found by following its braces line by line.
    func tests(in text: String, file: String) -> [DeclaredTest] {
      var text = text
      return text.withUTF8 { tests(in: $0, file: file) }
    }

    /// The tests in `bytes`, read line by line as bytes: a line becomes a `String` only when a
    /// regular expression must read it, which few lines need (reading every line of every
    /// test file as a string cost a third of a second).
    private func tests(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> [DeclaredTest] {
      var scopes: [(names: [String], depth: Int)] = []
      var depth = 0
      var pendingName: String?
      var inTest = false
      var nameOnNextLine = false
      var tests: [DeclaredTest] = []
      var code = Code()
      var lineStart = 0
      while lineStart <= bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        lineStart = lineEnd + 1
        code.read(line)
        // The display name follows `@Test(` on its line or starts the next one.
        if nameOnNextLine, code.hasQuote,
          let string = String(decoding: line, as: UTF8.self).firstMatch(of: leadingString)
        {
          pendingName = String(string.1)
        }
        nameOnNextLine = false
        if code.hasAt, code.contains("@Test") {
          inTest = true
          pendingName = String(decoding: line, as: UTF8.self).firstMatch(of: displayName)
            .map { String($0.1) }
          nameOnNextLine = code.endsWithOpenTestAttribute
        }
        if inTest, code.contains("func "),
          let function = code.text.firstMatch(of: function)
        {
          let name = String(function.1)
          tests.append(
            DeclaredTest(
              file: file, displayName: pendingName ?? name, function: name,
              suites: scopes.flatMap(\.names)))
          inTest = false
        } else if code.openingBraces > 0, code.mayDeclareAType,
          let match = code.text.firstMatch(of: declaration)
        {
          scopes.append((match.1.split(separator: ".").map(String.init), depth + 1))
        }
        depth += code.openingBraces - code.closingBraces
        while let last = scopes.last, last.depth > depth { scopes.removeLast() }
      }
      return tests
    }
  }

  /// One line's code: its bytes without string literals and the `//` comment, so that braces
  /// in them do not count, and what the reader asks of it, counted as the bytes go by.
  private struct Code {
    private(set) var bytes: [UInt8] = []
    /// True when the line, strings included, has a `"`.
    private(set) var hasQuote = false
    /// True when the code has an `@`: only then can it hold `@Test`.
    private(set) var hasAt = false
    private(set) var openingBraces = 0
    private(set) var closingBraces = 0

    /// Reads `line`, forgetting the line before.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
      bytes.removeAll(keepingCapacity: true)
      hasQuote = false
      hasAt = false
      openingBraces = 0
      closingBraces = 0
      var inString = false
      var escaped = false
      for byte in line {
        if byte == UInt8(ascii: "\"") { hasQuote = true }
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            bytes.append(byte)
          }
        } else if byte == UInt8(ascii: "/") && bytes.last == UInt8(ascii: "/") {
          bytes.removeLast()
          break
        } else {
          inString = byte == UInt8(ascii: "\"")
          bytes.append(byte)
          if byte == UInt8(ascii: "{") { openingBraces += 1 }
          if byte == UInt8(ascii: "}") { closingBraces += 1 }
          if byte == UInt8(ascii: "@") { hasAt = true }
        }
      }
    }

    /// The code as a string, for a regular expression.
    var text: String {
      String(decoding: bytes, as: UTF8.self)
    }

    /// True when the code holds `needle`, byte for byte.
    func contains(_ needle: StaticString) -> Bool {
      let needle = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
      guard let first = needle.first, bytes.count >= needle.count else { return false }
      return bytes.withUnsafeBufferPointer { haystack in
        var start = 0
        while start <= haystack.count - needle.count {
          if haystack[start] == first,
            needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] })
          {
            return true
          }
          start += 1
        }
        return false
      }
    }

    /// True when the code, trailing blanks aside, ends with `@Test(`: the display name starts
    /// the next line.
    var endsWithOpenTestAttribute: Bool {
      var end = bytes.count
      while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
        end -= 1
      }
      return end >= 6 && bytes[(end - 6)..<end].elementsEqual("@Test(".utf8)
    }

    /// A cheap test before the regular expression: most lines declare no type.
    var mayDeclareAType: Bool {
      contains("struct ") || contains("enum ") || contains("class ") || contains("actor ")
        || contains("extension ")
    }
  }
}
