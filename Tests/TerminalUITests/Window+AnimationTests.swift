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

  @Test func ignoresAnimatingIndicatorsThatAreHidden() {
    let spinning = ActivityIndicatorView()
    let container = StackView(arrangedSubviews: [spinning])
    let window = Window(rootViewController: HostViewController(container))
    spinning.startAnimating()
    container.isHidden = true
    #expect(!window.hasAnimatingViews)
    #expect(!window.advanceAnimations())
    #expect(spinning.frameIndex == 0)

    container.isHidden = false
    #expect(window.advanceAnimations())
    #expect(spinning.frameIndex == 1)
  }

  @Test func ignoresIndicatorsOutsideTheWindow() {
    let window = Window(rootViewController: HostViewController(View()))
    let detached = ActivityIndicatorView()
    detached.startAnimating()
    #expect(!window.hasAnimatingViews)
  }
}
