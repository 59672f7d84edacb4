import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewHierarchyTests {
  @Test func addingAndRemovingMaintainsBothSidesOfTheHierarchy() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    #expect(child.superview === parent)
    #expect(parent.subviews.count == 1)

    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test func addingAViewElsewhereTakesItFromItsOldSuperview() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
  }

  @Test func addingAgainMovesAViewToTheFront() {
    let parent = View()
    let back = View()
    let front = View()
    parent.addSubview(back)
    parent.addSubview(front)
    parent.addSubview(back)
    #expect(parent.subviews.count == 2)
    #expect(parent.subviews.last === back)
  }

  @Test func knowsWhatItLiesInside() {
    let outer = View()
    let inner = View()
    let leaf = View()
    outer.addSubview(inner)
    inner.addSubview(leaf)
    #expect(leaf.isDescendant(of: outer))
    #expect(leaf.isDescendant(of: leaf))
    #expect(!outer.isDescendant(of: leaf))
  }

  @Test func listsItsSubtreeParentsFirstBackToFront() {
    let root = View()
    let back = View()
    let backChild = View()
    let front = View()
    root.addSubview(back)
    back.addSubview(backChild)
    root.addSubview(front)
    let everyView = root.subtree(skippingHidden: false).map(ObjectIdentifier.init)
    #expect(everyView == [root, back, backChild, front].map(ObjectIdentifier.init))

    back.isHidden = true
    let shownViews = root.subtree(skippingHidden: true).map(ObjectIdentifier.init)
    #expect(shownViews == [root, front].map(ObjectIdentifier.init))
    #expect(root.subtree(skippingHidden: false).count == 4)
  }

  @Test func isInAWindowOnlyWhileItsRootIsOne() {
    let view = View()
    let window = Window(rootViewController: HostViewController(View()))
    #expect(view.window == nil)
    window.addSubview(view)
    #expect(view.window === window)
    view.removeFromSuperview()
    #expect(view.window == nil)
  }

  @Test func subviewsFollowTheirSuperviewIntoAndOutOfTheWindow() {
    let container = View()
    let child = View()
    let grandchild = View()
    child.addSubview(grandchild)
    container.addSubview(child)
    let window = Window(rootViewController: HostViewController(View()))
    window.addSubview(container)
    #expect(grandchild.window === window)
    let late = View()
    grandchild.addSubview(late)
    #expect(late.window === window, "added to a view already in the window")
    child.removeFromSuperview()
    #expect(child.window == nil)
    #expect(late.window == nil)
    #expect(container.window === window)
  }
}
