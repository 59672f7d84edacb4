import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import VIPER

/// The root shows one child at a time, swapping it with UIKit's containment and appearance
/// calls, and lets the old one go.
@MainActor
@Suite struct RootViewControllerTests {
  let log = LifecycleSpy.Log()
  let root = RootViewController(
    router: Router(
      environment: AppEnvironment(
        searchService: ScriptedSearchService(), urlOpener: URLOpenerSpy(), clock: ManualClock(),
        dataSourceName: "scripted service")))
  let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
  let application: Application

  init() {
    application = Application(rootViewController: root, terminal: terminal)
  }

  /// Shows `first` on screen, then clears the log.
  func start(showing first: ViewController) {
    root.show(first)
    application.render()
    log.entries = []
  }

  @Test func swapsItsOnlyChildInUIKitsOrder() {
    let first = LifecycleSpy("first", log: log)
    let second = LifecycleSpy("second", log: log)
    start(showing: first)
    root.show(second)
    #expect(
      log.entries == [
        "first.willMove(toParent: nil)", "second.willMove(toParent: root)",
        "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
        "second.viewDidAppear", "first.didMove(toParent: nil)", "second.didMove(toParent: root)",
      ])
    #expect(root.children.count == 1 && root.currentViewController === second)
    #expect(root.view.subviews.count == 1 && root.view.subviews[0] === second.view)
    #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
  }

  @Test func releasesTheChildItNoLongerShows() {
    weak var released: ViewController?
    do {
      let first = LifecycleSpy("first", log: log)
      released = first
      start(showing: first)
      root.show(LifecycleSpy("second", log: log))
    }
    #expect(released == nil)
  }

  @Test func showingTheChildOnShowChangesNothing() {
    let first = LifecycleSpy("first", log: log)
    start(showing: first)
    root.show(first)
    #expect(log.entries.isEmpty)
    #expect(root.children.count == 1)
  }

  @Test func theChildFillsTheRootAndFollowsItsSize() {
    let first = LifecycleSpy("first", log: log)
    start(showing: first)
    #expect(root.view.bounds.size == Size(width: 40, height: 10))
    #expect(first.view.frame == root.view.bounds)
    let second = LifecycleSpy("second", log: log)
    root.show(second)
    application.render()
    #expect(second.view.frame == root.view.bounds)
    terminal.resize(to: Size(width: 60, height: 20))
    application.handle(.resize(terminal.size))
    #expect(second.view.frame == Rect(origin: .zero, size: Size(width: 60, height: 20)))
  }

  @Test func aChildShownBeforeTheViewLoadsAppearsWithIt() {
    let root = RootViewController(router: self.root.router)
    let first = LifecycleSpy("first", log: log)
    root.show(first)
    #expect(!root.isViewLoaded)
    #expect(log.entries == ["first.willMove(toParent: root)", "first.didMove(toParent: root)"])
    let application = Application(rootViewController: root, terminal: terminal)
    #expect(first.view.superview === root.view)
    #expect(log.entries.suffix(2) == ["first.viewWillAppear", "first.viewDidAppear"])
    withExtendedLifetime(application) {}
  }
}
