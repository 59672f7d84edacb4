import SwiftSource
import Testing

@Suite struct SwiftCodeTests {
  @Test func blanksCommentsAndStringContentsKeepingOffsetsAndLines() {
    let text = "let a = \"{ not code }\" // { comment\n/* { block /* nested */ } */ let b = 1\n"
    let code = SwiftCode(text)
    #expect(code.scalars.count == text.unicodeScalars.count)
    #expect(!code.text.contains("{"))
    #expect(code.text.contains("let a = \""))
    #expect(code.text.contains("let b = 1"))
    #expect(code.line(of: text.utf8.count - 2) == 2)
  }

  @Test func keepsInterpolationsAsCode() {
    let code = SwiftCode(#"let s = "row \(items.map { "\($0)" }.count) of"  "#)
    #expect(code.text.contains("items.map {"))
    #expect(!code.text.contains("row"))
    #expect(!code.text.contains(" of"))
  }

  @Test func blanksRawAndMultilineStringsAndRegexLiterals() {
    let text = #"""
      let raw = #"a "quoted" { brace"#
      let regex = #/\{ (\w+) \}/#
      let long = """
        { inside }
        """
      let after = 1
      """#
    let code = SwiftCode(text)
    #expect(!code.text.contains("{"))
    #expect(!code.text.contains("quoted"))
    #expect(code.text.contains("let after = 1"))
  }
}
