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
    let canvas = makeView().snapshot(size: Size(width: 40, height: 9))
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
    let canvas = view.snapshot(size: Size(width: 40, height: 9))
    #expect(canvas[14, 2].style.isBold)
    #expect(!canvas[12, 6].style.isInverse)
    #expect(canvas[21, 6].style.isInverse)
  }

  @Test func wrapsTheMessageAndCutsItToTheRowsAvailable() {
    let view = makeView()
    view.message = "one two three four five six seven eight nine ten eleven twelve"
    let tall = view.snapshot(size: Size(width: 24, height: 12)).lines
    #expect(tall.contains("│ one two three four   │"))
    #expect(tall.contains("│ twelve               │"))
    let short = view.snapshot(size: Size(width: 24, height: 7)).lines
    #expect(short.contains { $0.contains("…") })
    #expect(short.last?.hasPrefix("└") == true)
  }

  @Test func takesTheFocusSoNothingBehindShowsACursor() {
    #expect(AlertView().canBecomeFirstResponder)
  }
}

/// An error message from a hostile server: sanitized before it is measured.
@MainActor
@Suite struct AlertViewHostileTextTests {
  @Test func keepsTheBoxSquareAroundControlsAndSeparators() {
    let view = AlertView()
    view.title = "Search failed"
    view.message =
      "GitHub rejected the query: \u{1B}]0;pwned\u{07}\u{1B}[2J\u{2028}next\u{2029}\u{202E}"
      + "txt.exe\u{202C} \u{9B}31m red \u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}\u{1B}"
    view.actionTitles = ["OK"]
    let lines = view.snapshot(size: Size(width: 50, height: 14)).lines
    let box = lines.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
    let rightEdges = Set(box.map { DisplayWidth.of($0) })
    #expect(rightEdges.count == 1, "every row of the box ends in the same column: \(box)")
    let forbidden = lines.joined().unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x2029].contains($0.value)
    }
    #expect(forbidden.isEmpty)
  }
}
