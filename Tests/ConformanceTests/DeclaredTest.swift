import Foundation
import TestSupport

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
    let bytes = Array(name.utf8)
    return bytes.indices.dropLast().contains { index in
      [UInt8(ascii: "S"), UInt8(ascii: "D"), UInt8(ascii: "W")].contains(bytes[index])
        && (0x30...0x39).contains(bytes[index + 1])
    }
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
      var scopes: [(names: [String], depth: Int)] = []
      var depth = 0
      var pendingName: String?
      var inTest = false
      var nameOnNextLine = false
      var tests: [DeclaredTest] = []
      for line in text.newlineSeparatedLines.map(String.init) {
        let code = DeclaredTest.withoutStringsAndComments(line)
        // The display name follows `@Test(` on its line or starts the next one.
        if nameOnNextLine, line.containsExactly("\""),
          let string = line.firstMatch(of: leadingString)
        {
          pendingName = String(string.1)
        }
        nameOnNextLine = false
        if code.containsExactly("@Test") {
          inTest = true
          pendingName = line.firstMatch(of: displayName).map { String($0.1) }
          nameOnNextLine = code.trimmingCharacters(in: .whitespaces).hasSuffix("@Test(")
        }
        if inTest, code.containsExactly("func "), let function = code.firstMatch(of: function) {
          let name = String(function.1)
          tests.append(
            DeclaredTest(
              file: file, displayName: pendingName ?? name, function: name,
              suites: scopes.flatMap(\.names)))
          inTest = false
        } else if code.containsExactly("{"), DeclaredTest.mayDeclareAType(code),
          let match = code.firstMatch(of: declaration)
        {
          scopes.append((match.1.split(separator: ".").map(String.init), depth + 1))
        }
        for byte in code.utf8 {
          if byte == UInt8(ascii: "{") { depth += 1 }
          if byte == UInt8(ascii: "}") { depth -= 1 }
        }
        while let last = scopes.last, last.depth > depth { scopes.removeLast() }
      }
      return tests
    }
  }

  /// A cheap test before the regular expression: most lines declare no type.
  fileprivate static func mayDeclareAType(_ code: String) -> Bool {
    ["struct ", "enum ", "class ", "actor ", "extension "].contains(where: code.containsExactly)
  }

  /// `line` without its string literals and its `//` comment, so that braces in them do not count.
  fileprivate static func withoutStringsAndComments(_ line: String) -> String {
    guard line.utf8.contains(UInt8(ascii: "\"")) || line.utf8.contains(UInt8(ascii: "/")) else {
      return line
    }
    var code: [UInt8] = []
    var inString = false
    var escaped = false
    for byte in line.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          code.append(byte)
        }
      } else if byte == UInt8(ascii: "/") && code.last == UInt8(ascii: "/") {
        code.removeLast()
        break
      } else {
        inString = byte == UInt8(ascii: "\"")
        code.append(byte)
      }
    }
    return String(decoding: code, as: UTF8.self)
  }
}
