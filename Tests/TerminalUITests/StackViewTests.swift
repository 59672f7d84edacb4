import Testing

@testable import TerminalUI

@MainActor
@Suite struct StackViewTests {
  @Test func givesFixedViewsTheirSizeAndFlexibleViewsTheRest() {
    let title = Label(text: "title")
    let list = View()
    list.isFlexible = true
    let footer = Label(text: "footer")
    let stack = StackView(axis: .vertical, arrangedSubviews: [title, list, footer])
    stack.frame = Rect(x: 0, y: 0, width: 20, height: 10)
    stack.layoutIfNeeded()

    #expect(title.frame == Rect(x: 0, y: 0, width: 20, height: 1))
    #expect(list.frame == Rect(x: 0, y: 1, width: 20, height: 8))
    #expect(footer.frame == Rect(x: 0, y: 9, width: 20, height: 1))
  }

  @Test func sharesTheRestEquallyWithTheFirstViewsTakingTheLeftover() {
    let views = (0..<3).map { _ in View() }
    for view in views { view.isFlexible = true }
    let stack = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: views)
    stack.frame = Rect(x: 0, y: 0, width: 12, height: 2)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [4, 3, 3])
    #expect(views.map(\.frame.minX) == [0, 5, 9])
    #expect(views.allSatisfy { $0.frame.height == 2 })
  }

  @Test func hiddenViewsTakeNoSpaceAndShowingThemLaysOutAgain() {
    let first = Label(text: "a")
    let second = Label(text: "b")
    let third = Label(text: "c")
    let stack = StackView(spacing: 1, arrangedSubviews: [first, second, third])
    stack.frame = Rect(x: 0, y: 0, width: 5, height: 10)
    second.isHidden = true
    stack.layoutIfNeeded()
    #expect(third.frame.minY == 2)

    second.isHidden = false
    stack.layoutIfNeeded()
    #expect(second.frame.minY == 2)
    #expect(third.frame.minY == 4)
  }

  @Test func runningOutOfRoomLeavesLaterViewsEmpty() {
    let first = Label(text: "one two three")
    first.numberOfLines = 0
    let second = Label(text: "b")
    let stack = StackView(arrangedSubviews: [first, second])
    stack.frame = Rect(x: 0, y: 0, width: 4, height: 2)
    stack.layoutIfNeeded()
    #expect(first.frame.height == 2)
    #expect(second.frame.height == 0)
  }

  @Test func changingALabelsTextLaysTheStackOutAgain() {
    let label = Label(text: "short")
    label.numberOfLines = 0
    let below = Label(text: "below")
    let stack = StackView(arrangedSubviews: [label, below])
    stack.frame = Rect(x: 0, y: 0, width: 6, height: 6)
    stack.layoutIfNeeded()
    #expect(below.frame.minY == 1)

    label.text = "a much longer text"
    stack.layoutIfNeeded()
    #expect(below.frame.minY == 3)
  }

  @Test func measuresItsArrangedViews() {
    let stack = StackView(
      axis: .vertical, spacing: 1, arrangedSubviews: [Label(text: "abc"), Label(text: "de")])
    #expect(stack.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 3, height: 3))
    stack.axis = .horizontal
    #expect(stack.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 6, height: 1))
  }

  @Test func removedViewsLeaveTheLine() {
    let label = Label(text: "x")
    let stack = StackView(arrangedSubviews: [label, Label(text: "y")])
    label.removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
  }
}
