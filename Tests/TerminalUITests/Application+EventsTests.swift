import Testing

@testable import TerminalUI

@MainActor
@Suite struct ApplicationEventsTests {
  /// A focusable view that records the keys it sees and handles none.
  private final class KeyRecorder: View {
    let name: String
    let log: LifecycleLog

    init(_ name: String, log: LifecycleLog) {
      self.name = name
      self.log = log
      super.init()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func keyPressed(_ event: KeyEvent) -> Bool {
      log.record(name)
      return false
    }

    override func sizeThatFits(_ size: Size) -> Size {
      Size(width: size.width, height: 1)
    }
  }

  /// A view controller that records the keys it sees and handles none.
  private final class KeyRecordingController: ViewController {
    let name: String
    let log: LifecycleLog
    let content: View

    init(_ name: String, log: LifecycleLog, content: View) {
      self.name = name
      self.log = log
      self.content = content
      super.init()
    }

    override func loadView() {
      view = content
    }

    override func keyPressed(_ event: KeyEvent) -> Bool {
      log.record(name)
      return false
    }
  }

  @Test func aKeyTravelsFromTheFirstResponderUpToTheContainers() {
    let log = LifecycleLog()
    let field = KeyRecorder("field", log: log)
    let stack = KeyRecorder("stack", log: log)
    stack.addSubview(field)
    let screen = KeyRecordingController("screen", log: log, content: stack)
    let container = KeyRecordingController(
      "container", log: log, content: KeyRecorder("container view", log: log))
    container.addChild(screen)
    container.view.addSubview(screen.view)
    screen.didMove(toParent: container)
    let (application, _) = makeApplication(container)
    application.render()
    field.becomeFirstResponder()

    application.press(.character("x"))
    #expect(log.entries == ["field", "stack", "screen", "container view", "container"])
  }

  @Test func downAndUpMoveTheFocusInViewOrderWithoutWrapping() {
    let first = SearchBar()
    let second = SearchBar()
    let third = SearchBar()
    let (application, _) = makeApplication(
      hosting: StackView(arrangedSubviews: [first, second, third]))
    application.render()
    #expect(first.isFirstResponder)
    application.press(.down)
    #expect(second.isFirstResponder)
    application.press(.down)
    application.press(.down)
    #expect(third.isFirstResponder)
    application.press(.up)
    application.press(.up)
    application.press(.up)
    #expect(first.isFirstResponder)
  }

  @Test func tabAndShiftTabWrapAround() {
    let first = SearchBar()
    let second = SearchBar()
    let (application, _) = makeApplication(hosting: StackView(arrangedSubviews: [first, second]))
    application.render()
    application.press(.backTab)
    #expect(second.isFirstResponder)
    application.press(.tab)
    #expect(first.isFirstResponder)
  }

  @Test func upOnTheFirstRowReturnsTheFocusToTheSearchBar() {
    let screen = SampleScreen(rows: Rows(count: 5))
    let (application, _) = makeApplication(screen)
    application.render()
    application.press(.down)
    #expect(screen.tableView.isFirstResponder)
    application.press(.down)
    application.press(.up)
    #expect(screen.tableView.isFirstResponder)
    application.press(.up)
    #expect(screen.searchBar.isFirstResponder)
    #expect(screen.tableView.selectedRow == 0)
  }

  @Test func severalEventsGoThroughTheSameStatesAsOneAtATimeWithOneFrameDrawn() {
    let keys = [Key.down] + Array(repeating: .down, count: 12) + [.up, .pageUp]
    let oneAtATime = SampleScreen(rows: Rows(count: 30))
    let (application, terminal) = makeApplication(oneAtATime)
    application.render()
    for key in keys { application.handle(.press(key)) }
    let together = SampleScreen(rows: Rows(count: 30))
    let (otherApplication, otherTerminal) = makeApplication(together)
    otherApplication.render()
    otherApplication.handle(keys.map { .press($0) })
    #expect(otherTerminal.presentCount == 2, "the first frame, then one for all the keys")
    #expect(otherTerminal.lastFrame == terminal.lastFrame)
    #expect(together.rows.displayedRows == oneAtATime.rows.displayedRows)
    #expect(
      Array(together.rows.displayedRows.prefix(13)) == Array(0...12),
      "each row reported as it came into view on the way down")
    #expect(together.tableView.selectedRow == oneAtATime.tableView.selectedRow)
  }

  @Test func escapeBacksOutToTheFirstFocusableViewThenQuits() async throws {
    let screen = SampleScreen(rows: Rows(count: 5))
    let (application, terminal) = makeApplication(screen)
    let running = Task { try await application.run() }
    terminal.send(.press(.down))
    terminal.send(.press(.escape))
    await settle { application.routedEventCount == 2 }
    #expect(screen.searchBar.isFirstResponder)
    #expect(application.isRunning)

    terminal.send(.press(.escape))
    terminal.send(.press(.character("x")))
    try await running.value
    #expect(!application.isRunning)
    #expect(screen.searchBar.text.isEmpty)
  }

  @Test func escapeDismissesAPresentedScreenBeforeQuitting() {
    let screen = SampleScreen()
    let (application, _) = makeApplication(screen)
    screen.present(HostViewController(Label(text: "sheet")))
    application.press(.escape)
    #expect(screen.presentedViewController == nil)
  }

  @Test func ctrlZSuspendsThroughTheTerminalAndReachesNoView() {
    let screen = SampleScreen()
    let terminal = SuspendableTerminal()
    let application = Application(rootViewController: screen, terminal: terminal)
    application.render()
    _ = screen.searchBar.becomeFirstResponder()
    application.handle(.press(.control("z")))
    #expect(terminal.suspendCount == 1)
    #expect(screen.searchBar.text.isEmpty)
    HeadlessTerminal(size: Size(width: 1, height: 1)).suspend()  // a no-op, and it returns
  }

  @Test func ctrlCQuitsFromAnAlert() async throws {
    let screen = SampleScreen()
    let (application, terminal) = makeApplication(screen)
    screen.present(AlertController(title: "Alert", message: "Up"))
    let running = Task { try await application.run() }
    terminal.send(.press(.control("c")))
    terminal.send(.press(.escape))
    terminal.finish()
    try await running.value
    #expect(screen.presentedViewController != nil)
    #expect(!terminal.isStarted)
  }

  @Test func ctrlCQuitsFromAPushedScreen() async throws {
    let navigation = NavigationController(rootViewController: SampleScreen())
    navigation.pushViewController(HostViewController(SearchBar()))
    let (application, terminal) = makeApplication(navigation)
    let running = Task { try await application.run() }
    terminal.send(.press(.control("c")))
    terminal.send(.press(.escape))
    terminal.finish()
    try await running.value
    #expect(navigation.viewControllers.count == 2)
    #expect(!terminal.isStarted)
  }

  @Test func aScreenWithoutFocusableViewsStillGetsItsKeys() {
    let log = LifecycleLog()
    let detail = KeyRecordingController("detail", log: log, content: Label(text: "detail"))
    let navigation = NavigationController(rootViewController: SampleScreen())
    navigation.pushViewController(detail)
    let (application, _) = makeApplication(navigation)
    application.press(.character("o"))
    #expect(log.entries == ["detail"])
  }

  @Test func aPasteGoesToTheFirstResponderAndNotBehindAnAlert() {
    let screen = SampleScreen()
    let (application, _) = makeApplication(screen)
    application.handle(.paste("one\ntwo"))
    #expect(screen.searchBar.text == "one two")
    #expect(screen.submittedQueries.isEmpty)

    screen.present(AlertController(title: "Alert", message: nil))
    application.handle(.paste("three"))
    #expect(screen.searchBar.text == "one two")
  }

  @Test func theFocusFallsBackWhenTheFocusedViewIsHiddenOrRemoved() {
    let screen = SampleScreen(rows: Rows(count: 3))
    let (application, _) = makeApplication(screen)
    application.render()
    application.press(.down)
    #expect(screen.tableView.isFirstResponder)

    screen.tableView.isHidden = true
    application.render()
    #expect(screen.searchBar.isFirstResponder)

    screen.tableView.isHidden = false
    screen.tableView.becomeFirstResponder()
    screen.tableView.removeFromSuperview()
    #expect(screen.searchBar.isFirstResponder)
  }

  @Test func unhandledKeysWithModifiersDoNotMoveTheFocus() {
    let first = SearchBar()
    let second = SearchBar()
    let (application, _) = makeApplication(hosting: StackView(arrangedSubviews: [first, second]))
    application.render()
    application.handle(.key(KeyEvent(.down, modifiers: .alt)))
    #expect(first.isFirstResponder)
  }
}

/// While "terminal too small" shows, the hidden screen hears nothing but a resize; Ctrl-C
/// still quits.
@MainActor
@Suite struct ApplicationTooSmallTests {
  @Test func ignoresKeysAndPastesWhileTheScreenIsHidden() {
    let searchBar = SearchBar()
    let (application, terminal) = makeApplication(hosting: searchBar)
    application.render()
    #expect(searchBar.becomeFirstResponder())
    terminal.resize(to: Size(width: 20, height: 5))
    application.handle(.resize(Size(width: 20, height: 5)))
    application.handle(.press(.character("x")))
    application.handle(.paste("pasted"))
    application.handle(.press(.escape))
    #expect(searchBar.text.isEmpty)
    #expect(terminal.lines.joined().contains("Terminal too small"))
    terminal.resize(to: Size(width: 40, height: 10))
    application.handle(.resize(Size(width: 40, height: 10)))
    application.handle(.press(.character("y")))
    #expect(searchBar.text == "y")
  }

  @Test func stillQuitsOnCtrlC() async {
    let (application, terminal) = makeApplication(
      hosting: SearchBar(), size: Size(width: 5, height: 2))
    let run = Task { try? await application.run() }
    await settle { application.isRunning }
    terminal.send(.press(.character("x")))
    terminal.send(.press(.control("c")))
    await run.value
    #expect(!application.isRunning)
    #expect(!terminal.isStarted)
  }
}

/// Typed text that arrived together is one edit in a text field, and the same key presses
/// anywhere else.
@MainActor
@Suite struct ApplicationTypedTextTests {
  @Test func insertsTypedTextIntoASearchBarInOneEdit() {
    let searchBar = SearchBar()
    let spy = SearchBarSpy()
    searchBar.delegate = spy
    let (application, _) = makeApplication(hosting: searchBar)
    application.render()
    searchBar.text = String(repeating: "q", count: 50_000)
    searchBar.cursorPosition = 0
    application.handle(.text(String(repeating: "x", count: 10_000)))
    #expect(spy.changes.count == 1, "one edit, one call to the delegate")
    #expect(searchBar.text.hasPrefix(String(repeating: "x", count: 10_000) + "q"))
    #expect(searchBar.cursorPosition == 10_000)
  }

  @Test func pressesEachCharacterWhereNoTextIsTaken() {
    let screen = SampleScreen(rows: Rows(count: 5))
    let (application, _) = makeApplication(screen)
    application.render()
    application.handle(.press(.down))
    application.handle(.text("jk"))
    #expect(screen.receivedKeys.suffix(2) == [.character("j"), .character("k")])
  }
}
