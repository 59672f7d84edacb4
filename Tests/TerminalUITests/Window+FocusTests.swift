import Testing

@testable import TerminalUI

@MainActor
@Suite struct WindowFocusTests {
  private let top = SearchBar()
  private let middle = SearchBar()
  private let bottom = SearchBar()
  private let stack: StackView
  private let window: Window

  init() {
    stack = StackView(arrangedSubviews: [top, middle, bottom])
    window = Window(rootViewController: HostViewController(stack))
  }

  @Test func focusesTheFirstFocusableViewWhenNothingHasTheFocus() {
    #expect(window.firstResponder === top)
    let focusable = window.focusableViews()
    #expect(focusable.count == 3)
    #expect(focusable[0] === top && focusable[1] === middle && focusable[2] === bottom)
  }

  @Test func givesTheFocusBackToTheViewThatLostItByLeavingTheScreen() {
    middle.becomeFirstResponder()
    middle.removeFromSuperview()
    #expect(top.isFirstResponder)

    stack.addArrangedSubview(middle)
    #expect(middle.isFirstResponder)
  }

  @Test func aStandInThePersonUsedKeepsTheFocus() {
    middle.becomeFirstResponder()
    middle.removeFromSuperview()
    #expect(top.isFirstResponder)
    window.confirmFirstResponder()

    stack.addArrangedSubview(middle)
    #expect(top.isFirstResponder)
  }

  @Test func forgetsAViewThatGaveTheFocusAwayOnScreen() {
    middle.becomeFirstResponder()
    bottom.becomeFirstResponder()
    bottom.removeFromSuperview()
    #expect(top.isFirstResponder)
  }

  @Test func skipsHiddenViewsAndViewsInsideHiddenOnes() {
    let inner = SearchBar()
    let box = View()
    box.addSubview(inner)
    stack.addArrangedSubview(box)
    box.isHidden = true
    #expect(!window.canFocus(inner))
    #expect(!window.focusableViews().contains { $0 === inner })
    top.isHidden = true
    window.validateFirstResponder()
    #expect(middle.isFirstResponder)
  }

  @Test func keysStartAtTheDeepestControllerWhenNothingHasTheFocus() {
    let detail = HostViewController(Label(text: "detail"))
    let navigation = NavigationController(rootViewController: ViewController())
    navigation.pushViewController(detail)
    let window = Window(rootViewController: navigation)
    #expect(window.firstResponder == nil)
    #expect(window.keyResponder === detail.view)
  }

  @Test func aViewOutsideTheWindowCannotTakeTheFocus() {
    let outside = SearchBar()
    #expect(!window.canFocus(outside))
    #expect(!outside.becomeFirstResponder())
  }
}
