import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewTests {
  /// Records the subviews it is told about.
  private final class Tracker: View {
    var events: [String] = []

    override func didAddSubview(_ subview: View) {
      events.append("added \(subview.subviews.count)")
    }

    override func willRemoveSubview(_ subview: View) {
      events.append("removing, still \(subviews.count)")
    }
  }

  @Test func measuresItsBoundsFromItsFrame() {
    let view = View()
    view.frame = Rect(x: 4, y: 2, width: 10, height: 3)
    #expect(view.bounds == Rect(x: 0, y: 0, width: 10, height: 3))
  }

  @Test func hearsAboutSubviewsComingAndGoing() {
    let tracker = Tracker()
    let child = View()
    tracker.addSubview(child)
    child.removeFromSuperview()
    #expect(tracker.events == ["added 0", "removing, still 1"])
  }

  @Test func aPlainViewWantsNoSpaceAndNoFocus() {
    #expect(View().sizeThatFits(Size(width: 10, height: 10)) == .zero)
    #expect(!View().canBecomeFirstResponder)
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
