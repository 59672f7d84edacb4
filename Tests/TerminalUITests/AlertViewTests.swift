import Testing

@testable import TerminalUI

@MainActor
@Suite struct AlertViewTests {
  private func makeView() -> AlertView {
    let view = AlertView()
    view.title = "Rate limited"
    view.message = "Try again in 30 seconds."
    view.actionTitles = ["OK", "Cancel"]
    return view
  }

  @Test func drawsACenteredBoxWithTheTitleMessageAndButtons() {
    let canvas = snapshot(makeView(), size: Size(width: 40, height: 9))
    #expect(
      canvas.lines == [
        "",
        "      ┌──────────────────────────┐",
        "      │       Rate limited       │",
        "      │                          │",
        "      │ Try again in 30 seconds. │",
        "      │                          │",
        "      │    [ OK ]  [ Cancel ]    │",
        "      └──────────────────────────┘",
        "",
      ])
  }

  @Test func highlightsTheChosenButtonAndBoldsTheTitle() {
    let view = makeView()
    view.highlightedIndex = 1
    let canvas = snapshot(view, size: Size(width: 40, height: 9))
    #expect(canvas[14, 2].style.isBold)
    #expect(!canvas[12, 6].style.isInverse)
    #expect(canvas[21, 6].style.isInverse)
  }

  @Test func wrapsTheMessageAndCutsItToTheRowsAvailable() {
    let view = makeView()
    view.message = "one two three four five six seven eight nine ten eleven twelve"
    let tall = snapshot(view, size: Size(width: 24, height: 12)).lines
    #expect(tall.contains("│ one two three four   │"))
    #expect(tall.contains("│ twelve               │"))
    let short = snapshot(view, size: Size(width: 24, height: 7)).lines
    #expect(short.contains { $0.contains("…") })
    #expect(short.last?.hasPrefix("└") == true)
  }

  @Test func takesTheFocusSoNothingBehindShowsACursor() {
    #expect(AlertView().canBecomeFirstResponder)
  }
}
