import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewControllerContainmentTests {
  private let log = LifecycleLog()
  private let parent: LoggingViewController
  private let application: Application

  init() {
    parent = LoggingViewController("parent", log: log)
    (application, _) = makeApplication(parent)
    log.clear()
  }

  private func add(_ child: ViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  private func remove(_ child: ViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  @Test func addingAChildOnScreenFollowsUIKitsOrder() {
    let child = LoggingViewController("child", log: log)
    add(child)
    #expect(
      log.entries == [
        "child.willMove(toParent: parent)", "child.viewDidLoad", "child.viewWillAppear",
        "child.viewDidAppear", "child.didMove(toParent: parent)",
      ])
    #expect(parent.children.count == 1 && parent.children[0] === child)
    #expect(child.parent === parent)
  }

  @Test func removingAChildFollowsUIKitsOrder() {
    let child = LoggingViewController("child", log: log)
    add(child)
    log.clear()
    remove(child)
    #expect(
      log.entries == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear", "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test func aRemovedChildIsReleased() {
    weak var released: ViewController?
    do {
      let child = LoggingViewController("child", log: log)
      add(child)
      released = child
      remove(child)
    }
    #expect(released == nil)
  }

  @Test func aChildOffScreenAppearsOnlyWithItsContainer() {
    let container = LoggingViewController("container", log: log)
    let child = LoggingViewController("child", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    #expect(!log.entries.contains("child.viewWillAppear"))

    log.clear()
    add(container)
    #expect(
      log.entries == [
        "container.willMove(toParent: parent)", "container.viewWillAppear",
        "child.viewWillAppear", "container.viewDidAppear", "child.viewDidAppear",
        "container.didMove(toParent: parent)",
      ])
  }

  private func swap(_ current: ViewController, for next: ViewController) {
    current.willMove(toParent: nil)
    parent.addChild(next)
    next.view.frame = parent.view.bounds
    parent.transition(from: current, to: next)
    current.removeFromParent()
    next.didMove(toParent: parent)
  }

  @Test func swappingChildrenWithTransitionFollowsUIKitsOrder() {
    let old = LoggingViewController("old", log: log)
    let new = LoggingViewController("new", log: log)
    add(old)
    log.clear()
    swap(old, for: new)
    #expect(
      log.entries == [
        "old.willMove(toParent: nil)", "new.willMove(toParent: parent)", "new.viewDidLoad",
        "old.viewWillDisappear", "new.viewWillAppear", "old.viewDidDisappear",
        "new.viewDidAppear", "old.didMove(toParent: nil)", "new.didMove(toParent: parent)",
      ])
    #expect(parent.children.count == 1 && parent.children[0] === new)
    #expect(parent.view.subviews.count == 1 && parent.view.subviews[0] === new.view)
    #expect(old.viewIfLoaded?.superview == nil)
  }

  @Test func theChildSwappedOutIsReleased() {
    weak var released: ViewController?
    do {
      let old = LoggingViewController("old", log: log)
      add(old)
      released = old
      swap(old, for: LoggingViewController("new", log: log))
    }
    #expect(released == nil)
  }

  @Test func theFocusComesBackWithTheChildSwappedIn() {
    let searchBar = SearchBar()
    let first = HostViewController(searchBar)
    let second = HostViewController(SearchBar())
    add(first)
    #expect(searchBar.becomeFirstResponder())
    swap(first, for: second)
    #expect(application.firstResponder !== searchBar)
    swap(second, for: first)
    #expect(application.firstResponder === searchBar)
  }

  @Test func transitionIgnoresControllersThatAreNotChildren() {
    let child = LoggingViewController("child", log: log)
    let stranger = LoggingViewController("stranger", log: log)
    add(child)
    log.clear()
    parent.transition(from: child, to: stranger)
    #expect(log.entries.isEmpty)
    #expect(parent.view.subviews.count == 1 && parent.view.subviews[0] === child.view)
  }

  @Test func addingAChildToAnotherParentTakesItFromTheFirst() {
    let child = ViewController()
    let other = ViewController()
    parent.addChild(child)
    other.addChild(child)
    #expect(parent.children.isEmpty)
    #expect(other.children.count == 1)
    #expect(child.parent === other)
  }

  @Test func findsTheNearestNavigationController() {
    let inner = ViewController()
    let middle = ViewController()
    let navigation = NavigationController(rootViewController: middle)
    middle.addChild(inner)
    #expect(inner.navigationController === navigation)
    #expect(middle.navigationController === navigation)
    #expect(navigation.navigationController == nil)
  }
}
