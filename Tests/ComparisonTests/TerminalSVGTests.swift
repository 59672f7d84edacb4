import ScreenCapture
import TerminalUI
import Testing

/// A canvas drawn as SVG: characters on the grid, in their style, escaped.
@Suite struct TerminalSVGTests {
  @Test func aWideCharacterSpansTwoCellsAndTextIsEscaped() {
    var canvas = Canvas(size: Size(width: 12, height: 1))
    canvas.draw("a<b&日本", at: Point(x: 0, y: 0), style: .plain)
    let svg = TerminalSVG.picture(of: canvas, title: "a \"test\"")
    #expect(svg.contains(">a&lt;b&amp;</text>"))
    #expect(svg.contains("<text x=\"40\" y=\"15\" textLength=\"20\""))
    #expect(svg.contains(">日</text>"))
    #expect(svg.contains("<text x=\"60\" y=\"15\" textLength=\"20\""))
    #expect(svg.contains("aria-label=\"a &quot;test&quot;\""))
  }

  @Test func stylesBecomeColorsAndClasses() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    canvas.draw("bold", at: Point(x: 0, y: 0), style: Style(foreground: .red, isBold: true))
    canvas.draw("sel", at: Point(x: 0, y: 1), style: Style(isInverse: true))
    let svg = TerminalSVG.picture(of: canvas, title: "styles")
    #expect(svg.contains("fill=\"#cd3131\" class=\"b\">bold</text>"))
    #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"30\" height=\"20\" fill=\"#d4d4d4\"/>"))
    #expect(svg.contains("fill=\"#1e1e1e\">sel</text>"))
  }

  @Test func anAnimationShowsEachFrameInTurn() {
    var first = Canvas(size: Size(width: 4, height: 1))
    first.draw("s", at: Point(x: 0, y: 0), style: .plain)
    var second = first
    second.draw("sw", at: Point(x: 0, y: 0), style: .plain)
    let svg = TerminalSVG.animation(
      of: [(first, .seconds(1)), (second, .seconds(3))], title: "typing")
    #expect(svg.contains("values=\"visible;hidden\" keyTimes=\"0;0.250\" dur=\"4.000s\""))
    #expect(svg.contains("values=\"hidden;visible\" keyTimes=\"0;0.250\" dur=\"4.000s\""))
    #expect(svg.contains(">sw</text>"))
  }
}
