import Testing

@testable import TerminalUI

@MainActor
@Suite struct WindowTests {
  private let log = LifecycleLog()

  @Test func holdsTheRootViewAndFillsItWithIt() {
    let root = ViewController()
    let window = Window(rootViewController: root)
    window.frame = Rect(x: 0, y: 0, width: 30, height: 8)
    window.layoutIfNeeded()
    #expect(root.view.superview === window)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 30, height: 8))
    #expect(root.view.window === window)
  }

  @Test func aTransitionCallsEveryWillBeforeAnyDid() {
    let first = LoggingViewController("first", log: log)
    let second = LoggingViewController("second", log: log)
    let window = Window(rootViewController: HostViewController(View()))
    window.addSubview(first.view)
    _ = second.view
    log.clear()
    window.performAppearanceTransition {
      first.view.removeFromSuperview()
      window.addSubview(second.view)
    }
    #expect(
      log.entries == [
        "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
        "second.viewDidAppear",
      ])
  }

  @Test func presentationsConfineTheFocusAndComeOffInOrder() {
    let root = HostViewController(SearchBar())
    let window = Window(rootViewController: root)
    let first = HostViewController(SearchBar())
    let second = AlertController(title: "Alert", message: nil)
    #expect(window.focusScope === window)

    window.present(first)
    window.present(second)
    #expect(window.topPresentedViewController === second)
    #expect(window.isPresenting(first))
    #expect(second.view.isDescendant(of: window.focusScope))
    #expect(!window.canFocus(root.view))

    window.dismiss(first)
    #expect(window.topPresentedViewController == nil)
    #expect(window.focusScope === window)
    #expect(second.viewIfLoaded?.window == nil)
  }

  @Test func onlyAlertsLetTheScreenShowThrough() {
    let window = Window(rootViewController: ViewController())
    let sheet = ViewController()
    let alert = AlertController(title: nil, message: "m")
    window.present(sheet)
    window.present(alert)
    #expect(sheet.view.superview?.backgroundStyle == .plain)
    #expect(alert.view.superview?.backgroundStyle == nil)
  }
}
