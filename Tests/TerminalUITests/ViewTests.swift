import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewTests {
  private final class Letter: View {
    let letter: String
    var layoutCount = 0

    init(_ letter: String) {
      self.letter = letter
      super.init()
    }

    override func layoutSubviews() {
      layoutCount += 1
    }

    override func draw(in context: DrawingContext) {
      for y in 0..<bounds.height {
        context.draw(String(repeating: letter, count: bounds.width), at: Point(x: 0, y: y))
      }
    }
  }

  @Test func addingAndRemovingMaintainsBothSidesOfTheHierarchy() {
    let parent = View()
    let child = View()
    let other = View()
    parent.addSubview(child)
    #expect(child.superview === parent)
    #expect(parent.subviews.count == 1)

    other.addSubview(child)
    #expect(parent.subviews.isEmpty)
    #expect(child.superview === other)

    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(other.subviews.isEmpty)
    #expect(child.isDescendant(of: child))
    #expect(!child.isDescendant(of: other))
  }

  @Test func subviewsDrawOverTheirSuperviewClippedToIt() {
    let back = Letter("a")
    let front = Letter("b")
    back.addSubview(front)
    front.frame = Rect(x: 1, y: 1, width: 10, height: 1)
    let canvas = snapshot(back, size: Size(width: 4, height: 2))
    #expect(canvas.lines == ["aaaa", "abbb"])
  }

  @Test func hiddenViewsAndTheirSubviewsDoNotDraw() {
    let back = Letter("a")
    let front = Letter("b")
    front.addSubview(Letter("c"))
    back.addSubview(front)
    front.frame = Rect(x: 0, y: 0, width: 2, height: 1)
    front.isHidden = true
    #expect(snapshot(back, size: Size(width: 3, height: 1)).lines == ["aaa"])
  }

  @Test func backgroundStyleFillsTheViewBeforeItDraws() {
    let view = View()
    view.backgroundStyle = Style(isInverse: true)
    let canvas = snapshot(view, size: Size(width: 2, height: 1))
    #expect(canvas[0, 0].style.isInverse && canvas[1, 0].style.isInverse)
  }

  @Test func laysOutOnlyWhenNeeded() {
    let view = Letter("a")
    view.frame = Rect(x: 0, y: 0, width: 3, height: 1)
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.frame.origin = Point(x: 1, y: 0)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.frame.size = Size(width: 4, height: 1)
    view.layoutIfNeeded()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 3)
  }

  @Test func invalidatingTheIntrinsicSizeLaysOutEveryAncestor() {
    let outer = Letter("a")
    let inner = Letter("b")
    let leaf = View()
    outer.addSubview(inner)
    inner.addSubview(leaf)
    outer.layoutIfNeeded()
    #expect(!outer.subtreeNeedsLayout)

    leaf.invalidateIntrinsicContentSize()
    #expect(outer.subtreeNeedsLayout)
    outer.layoutIfNeeded()
    #expect(outer.layoutCount == 2)
    #expect(inner.layoutCount == 2)
  }

  @Test func aPlainViewWantsNoSpace() {
    #expect(View().sizeThatFits(Size(width: 10, height: 10)) == .zero)
  }

  @Test func passesKeysToItsSuperviewThenToItsViewController() {
    let child = View()
    let root = View()
    root.addSubview(child)
    #expect(child.next === root)
    #expect(root.next == nil)

    let controller = HostViewController(root)
    controller.loadViewIfNeeded()
    #expect(root.next === controller)
  }

  @Test func takesTheFocusOnlyInAWindowAndWhenVisible() {
    let field = SearchBar()
    #expect(!field.becomeFirstResponder())

    let other = SearchBar()
    let stack = StackView(arrangedSubviews: [other, field])
    let (application, _) = makeApplication(hosting: stack)
    application.render()
    #expect(other.isFirstResponder)

    field.isHidden = true
    #expect(!field.becomeFirstResponder())
    field.isHidden = false
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && !other.isFirstResponder)
    #expect(!View().canBecomeFirstResponder)
  }

  @Test func resigningHandsTheFocusToAnotherFocusableView() {
    let first = SearchBar()
    let second = SearchBar()
    let (application, _) = makeApplication(hosting: StackView(arrangedSubviews: [first, second]))
    application.render()
    second.becomeFirstResponder()

    #expect(second.resignFirstResponder())
    #expect(first.isFirstResponder)
  }
}
