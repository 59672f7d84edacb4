import Testing

@testable import TerminalUI

@Suite struct LineWrapperTests {
  @Test func keepsEveryLineWithinTheWidth() {
    let text = "Swift 検索 は とても 楽しい language with supercalifragilistic words"
    var wrapper = LineWrapper(width: 7)
    wrapper.append(text)
    #expect(
      wrapper.lines == [
        "Swift", "検索 は", "とても", "楽しい", "languag", "e with", "superca", "lifragi", "listic",
        "words",
      ])
    #expect(wrapper.lines.allSatisfy { DisplayWidth.of($0) <= 7 })
    // Nothing is lost: only the spaces between words change.
    #expect(wrapper.lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test func stopsOneLinePastTheLimit() {
    var wrapper = LineWrapper(width: 3, lineLimit: 2)
    wrapper.append("a b c d e f g h")
    #expect(wrapper.isFull)
    #expect(wrapper.lines == ["a b", "c d", "e f"])
  }
}
