import Testing

@testable import TerminalUI

@MainActor
@Suite struct ContainerViewTests {
  @Test func givesEverySubviewItsWholeBoundsAfterAddingAndResizing() {
    let container = ContainerView()
    let first = View()
    let second = View()
    container.addSubview(first)
    container.frame = Rect(x: 3, y: 2, width: 10, height: 4)
    container.layoutIfNeeded()
    #expect(first.frame == Rect(x: 0, y: 0, width: 10, height: 4))

    container.addSubview(second)
    container.layoutIfNeeded()
    #expect(second.frame == Rect(x: 0, y: 0, width: 10, height: 4))

    container.frame.size = Size(width: 5, height: 1)
    container.layoutIfNeeded()
    #expect(first.frame.size == Size(width: 5, height: 1))
    #expect(second.frame.size == Size(width: 5, height: 1))
  }
}
