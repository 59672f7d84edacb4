import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewControllerPresentationTests {
  @Test func presentingLinksBothControllersAndShowsTheViewInFront() {
    let screen = HostViewController(Label(text: "behind"))
    let sheet = HostViewController(Label(text: "sheet"))
    let (application, terminal) = makeApplication(screen)
    screen.present(sheet)
    application.render()

    #expect(screen.presentedViewController === sheet)
    #expect(sheet.presentingViewController === screen)
    #expect(terminal.lines[0] == "sheet")
  }

  @Test func dismissingRemovesThePresentationAndReleasesIt() {
    let screen = HostViewController(Label(text: "behind"))
    let (application, terminal) = makeApplication(screen)
    weak var released: ViewController?
    do {
      let sheet = HostViewController(Label(text: "sheet"))
      screen.present(sheet)
      released = sheet
      sheet.dismiss()
    }
    application.render()
    #expect(released == nil)
    #expect(screen.presentedViewController == nil)
    #expect(terminal.lines[0] == "behind")
  }

  @Test func presentingOnAPresentingControllerStacksOnTop() {
    let screen = ViewController()
    let first = ViewController()
    let second = ViewController()
    let (application, _) = makeApplication(screen)
    screen.present(first)
    screen.present(second)
    application.render()
    #expect(first.presentedViewController === second)
    #expect(second.presentingViewController === first)

    screen.dismiss()
    #expect(screen.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
    #expect(second.presentingViewController == nil)
  }

  @Test func aPresentationRequestedOffScreenShowsWhenThePresenterAppears() {
    let log = LifecycleLog()
    let root = HostViewController(Label(text: "root"))
    let (application, terminal) = makeApplication(root)
    let detached = ViewController()
    let sheet = LoggingViewController("sheet", log: log)
    detached.present(sheet)
    #expect(log.entries.isEmpty)

    root.addChild(detached)
    root.view.addSubview(detached.view)
    detached.didMove(toParent: root)
    #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
    application.render()
    #expect(terminal.lines[0].isEmpty)
  }

  @Test func aPresentedControllerAppearsWhileThePresenterStays() {
    let log = LifecycleLog()
    let screen = LoggingViewController("screen", log: log)
    let (application, _) = makeApplication(screen)
    log.clear()
    let sheet = LoggingViewController("sheet", log: log)
    screen.present(sheet)
    application.render()
    sheet.dismiss()
    #expect(
      log.entries == [
        "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear",
        "sheet.viewWillDisappear", "sheet.viewDidDisappear",
      ])
  }

  @Test func aPresentationOutlivingItsPresenterCanStillBeDismissed() {
    let root = HostViewController(Label(text: "root"))
    let (application, terminal) = makeApplication(root)
    let sheet = HostViewController(Label(text: "sheet"))
    do {
      let presenter = ViewController()
      root.addChild(presenter)
      root.view.addSubview(presenter.view)
      presenter.present(sheet)
      presenter.view.removeFromSuperview()
      presenter.removeFromParent()
    }
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.next == nil)

    sheet.dismiss()
    application.render()
    #expect(terminal.lines[0] == "root")
  }
}

/// A presentation asked for by a controller that is not on screen waits for it (the screen rule D4).
@MainActor
@Suite struct ViewControllerPendingPresentationTests {
  @Test("a screen pushed under another presents only once it is back")
  func aCoveredScreenPresentsWhenItIsBack() {
    let search = HostViewController(Label(text: "search"))
    let detail = HostViewController(Label(text: "detail"))
    let navigation = NavigationController(rootViewController: search)
    let (application, terminal) = makeApplication(navigation)
    application.render()
    navigation.pushViewController(detail)
    search.present(HostViewController(Label(text: "alert")))
    application.render()
    #expect(terminal.lines[0] == "detail")
    #expect(search.presentedViewController != nil)

    navigation.popViewController()
    application.render()
    #expect(terminal.lines[0] == "alert")
  }

  @Test("a swapped-out child presents only once it is shown again")
  func aSwappedOutChildPresentsWhenShownAgain() {
    let root = HostViewController(Label(text: "root"))
    let (application, terminal) = makeApplication(root)
    let child = HostViewController(Label(text: "child"))
    root.addChild(child)
    child.present(HostViewController(Label(text: "alert")))
    application.render()
    #expect(terminal.lines[0] == "root")

    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    application.render()
    #expect(terminal.lines[0] == "alert")
  }
}
