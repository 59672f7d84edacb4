import Testing

@testable import TerminalUI

@MainActor
@Suite struct NavigationControllerTests {
  private let log = LifecycleLog()

  @Test func showsOnlyTheTopControllersView() {
    let first = HostViewController(Label(text: "first"))
    let navigation = NavigationController(rootViewController: first)
    let (application, terminal) = makeApplication(navigation)
    application.render()
    #expect(terminal.lines[0] == "first")
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === first)

    let second = HostViewController(Label(text: "second"))
    navigation.pushViewController(second)
    application.render()
    #expect(terminal.lines[0] == "second")
    #expect(navigation.topViewController === second)
    #expect(second.parent === navigation)
  }

  @Test func anEmptyStackShowsTheFirstControllerPushedAsItsRoot() {
    let navigation = NavigationController()
    let (application, terminal) = makeApplication(navigation)
    application.render()
    #expect(navigation.viewControllers.isEmpty)
    let first = HostViewController(Label(text: "first"))
    navigation.pushViewController(first)
    application.render()
    #expect(terminal.lines[0] == "first")
    #expect(navigation.topViewController === first)
    #expect(!navigation.keyPressed(KeyEvent(.escape)), "the root is never popped")
  }

  @Test func pushingFollowsUIKitsOrder() {
    let first = LoggingViewController("first", log: log)
    let navigation = NavigationController(rootViewController: first)
    let (application, _) = makeApplication(navigation)
    log.clear()
    navigation.pushViewController(LoggingViewController("second", log: log))
    application.render()
    #expect(
      log.entries == [
        "second.willMove(toParent: NavigationController)", "second.viewDidLoad",
        "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
        "second.viewDidAppear", "second.didMove(toParent: NavigationController)",
      ])
  }

  @Test func poppingFollowsUIKitsOrderAndReleasesThePoppedController() {
    let navigation = NavigationController(
      rootViewController: LoggingViewController("first", log: log))
    let (application, _) = makeApplication(navigation)
    weak var released: ViewController?
    do {
      let second = LoggingViewController("second", log: log)
      navigation.pushViewController(second)
      released = second
      log.clear()
      #expect(navigation.popViewController() === second)
    }
    #expect(
      log.entries == [
        "second.willMove(toParent: nil)", "second.viewWillDisappear", "first.viewWillAppear",
        "second.viewDidDisappear", "first.viewDidAppear", "second.didMove(toParent: nil)",
      ])
    application.render()
    #expect(released == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func neverPopsTheRoot() {
    let navigation = NavigationController(rootViewController: ViewController())
    #expect(navigation.popViewController() == nil)
    #expect(navigation.viewControllers.count == 1)
    #expect(!navigation.keyPressed(KeyEvent(.escape)))
  }

  @Test func escapeAndLeftGoBack() {
    let navigation = NavigationController(rootViewController: ViewController())
    let (application, _) = makeApplication(navigation)
    navigation.pushViewController(ViewController())
    application.press(.escape)
    #expect(navigation.viewControllers.count == 1)
    navigation.pushViewController(ViewController())
    application.press(.left)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func leftThatTheScreenHandlesDoesNotGoBack() {
    let navigation = NavigationController(rootViewController: ViewController())
    let (application, _) = makeApplication(navigation)
    let searchBar = SearchBar()
    searchBar.text = "abc"
    navigation.pushViewController(HostViewController(searchBar))
    application.press(.left)
    #expect(navigation.viewControllers.count == 2)
    #expect(searchBar.cursorPosition == 2)
  }

  @Test func theScreenBelowComesBackWithItsStateAndFocus() {
    let screen = SampleScreen(rows: Rows(count: 40))
    let navigation = NavigationController(rootViewController: screen)
    let (application, terminal) = makeApplication(navigation, size: Size(width: 40, height: 12))
    application.render()
    application.type("swift")
    screen.tableView.reloadData()
    application.press(.down)
    for _ in 0..<12 { application.press(.down) }
    let offset = screen.tableView.scrollOffset
    let before = terminal.lines
    #expect(screen.tableView.isFirstResponder)
    #expect(offset > 0)

    navigation.pushViewController(HostViewController(Label(text: "detail")))
    application.render()
    #expect(terminal.lines[0] == "detail")
    #expect(!screen.tableView.isFirstResponder)

    application.press(.escape)
    #expect(navigation.topViewController === screen)
    #expect(screen.searchBar.text == "swift")
    #expect(screen.tableView.selectedRow == 12)
    #expect(screen.tableView.scrollOffset == offset)
    #expect(screen.tableView.isFirstResponder)
    #expect(terminal.lines == before)
  }

  @Test func tellsItsDelegateWhichControllerShowsAfterEveryPushAndPop() {
    let first = ViewController()
    let navigation = NavigationController(rootViewController: first)
    let (application, _) = makeApplication(navigation)
    let delegate = NavigationControllerDelegateSpy()
    navigation.delegate = delegate
    let second = ViewController()
    navigation.pushViewController(second)
    navigation.popViewController()
    let third = ViewController()
    navigation.pushViewController(third)
    application.press(.escape)
    #expect(
      delegate.shown.map(ObjectIdentifier.init)
        == [second, first, third, first].map(ObjectIdentifier.init))
    #expect(navigation.popViewController() == nil)
    #expect(delegate.shown.count == 4, "popping the root pops nothing and says nothing")
  }

  @Test func theDelegateHearsOnceTheStackHasChanged() {
    let first = LoggingViewController("first", log: log)
    let navigation = NavigationController(rootViewController: first)
    let (application, _) = makeApplication(navigation)
    let delegate = NavigationControllerDelegateSpy(log: log)
    navigation.delegate = delegate
    let second = LoggingViewController("second", log: log)
    navigation.pushViewController(second)
    application.render()
    #expect(
      log.entries.suffix(2) == [
        "second.didMove(toParent: NavigationController)",
        "delegate.didShow(second, animated: false)",
      ])
    navigation.popViewController()
    #expect(
      log.entries.suffix(2) == [
        "second.didMove(toParent: nil)", "delegate.didShow(first, animated: false)",
      ])
    #expect(
      delegate.stacks.map { $0.map(ObjectIdentifier.init) } == [
        [first, second].map(ObjectIdentifier.init), [ObjectIdentifier(first)],
      ], "the popped controller is off the stack when the delegate hears")
  }

  @Test func anEmptyStackTellsItsDelegateAboutItsRoot() {
    let navigation = NavigationController()
    let delegate = NavigationControllerDelegateSpy()
    navigation.delegate = delegate
    let root = ViewController()
    navigation.pushViewController(root)
    #expect(delegate.shown.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
  }

  @Test func holdsItsDelegateWeakly() {
    let navigation = NavigationController(rootViewController: ViewController())
    weak var released: NavigationControllerDelegateSpy?
    do {
      let delegate = NavigationControllerDelegateSpy()
      navigation.delegate = delegate
      released = delegate
    }
    #expect(released == nil, "the navigation controller does not keep its delegate alive")
    #expect(navigation.delegate == nil)
    navigation.pushViewController(ViewController())
    #expect(navigation.viewControllers.count == 2)
  }
}
