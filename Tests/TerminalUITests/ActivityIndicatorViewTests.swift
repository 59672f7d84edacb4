import Testing

@testable import TerminalUI

@MainActor
@Suite struct ActivityIndicatorViewTests {
  @Test func isHiddenUntilStartedAndAgainWhenStopped() {
    let indicator = ActivityIndicatorView(text: "Searching")
    #expect(indicator.isHidden && !indicator.isAnimating)
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    indicator.stopAnimating()
    #expect(indicator.isHidden && !indicator.isAnimating)
  }

  @Test func staysVisibleWhenStoppedIfAsked() {
    let indicator = ActivityIndicatorView(text: "Idle")
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
    #expect(indicator.snapshot(size: Size(width: 10, height: 1)).lines == ["  Idle"])
  }

  @Test func drawsTheCurrentFrameBeforeTheText() {
    let indicator = ActivityIndicatorView(text: "Searching \"swift\"…")
    indicator.startAnimating()
    #expect(
      indicator.snapshot(size: Size(width: 30, height: 1)).lines == ["⠋ Searching \"swift\"…"])
    indicator.advanceFrame()
    #expect(indicator.snapshot(size: Size(width: 30, height: 1)).lines[0].hasPrefix("⠙ "))
  }

  @Test func cyclesThroughItsFrames() {
    let indicator = ActivityIndicatorView()
    indicator.startAnimating()
    for _ in 0..<ActivityIndicatorView.frames.count { indicator.advanceFrame() }
    #expect(indicator.frameIndex == 0)
  }

  @Test func measuresOneRowForTheSpinnerAndText() {
    let indicator = ActivityIndicatorView(text: "abc")
    #expect(indicator.sizeThatFits(Size(width: 40, height: 3)) == Size(width: 5, height: 1))
  }

  @Test func drawsItsTextInItsTextStyle() {
    let indicator = ActivityIndicatorView(text: "Loading", textStyle: Style(isDim: true))
    indicator.startAnimating()
    let canvas = indicator.snapshot(size: Size(width: 12, height: 1))
    #expect(canvas[2, 0].style.isDim)
    #expect(!canvas[0, 0].style.isDim)
  }
}
