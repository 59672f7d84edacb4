import Testing

@testable import TerminalUI

@MainActor
@Suite struct WindowAnimationTests {
  @Test func advancesOnlyAnimatingIndicators() {
    let spinning = ActivityIndicatorView()
    let idle = ActivityIndicatorView()
    let window = Window(
      rootViewController: HostViewController(StackView(arrangedSubviews: [spinning, idle])))
    #expect(!window.hasAnimatingViews)
    #expect(!window.advanceAnimations())

    spinning.startAnimating()
    #expect(window.hasAnimatingViews)
    #expect(window.advanceAnimations())
    #expect(window.advanceAnimations())
    #expect(spinning.frameIndex == 2)
    #expect(idle.frameIndex == 0)
  }

  @Test func ignoresIndicatorsOutsideTheWindow() {
    let window = Window(rootViewController: HostViewController(View()))
    let detached = ActivityIndicatorView()
    detached.startAnimating()
    #expect(!window.hasAnimatingViews)
  }
}
