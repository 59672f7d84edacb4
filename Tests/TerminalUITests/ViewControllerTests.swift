import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewControllerTests {
  private final class Screen: ViewController {
    let label = Label(text: "hello")
    var loads = 0
    var layouts: [String] = []

    override func loadView() {
      loads += 1
      view = StackView(arrangedSubviews: [label])
    }

    override func viewWillLayoutSubviews() {
      layouts.append("will")
    }

    override func viewDidLayoutSubviews() {
      layouts.append("did")
    }
  }

  /// Reads `view` inside `loadView()` before assigning one, a classic mistake.
  private final class EagerScreen: ViewController {
    override func loadView() {
      view.addSubview(Label(text: "added"))
    }
  }

  @Test func loadsItsViewOnFirstUseOnly() {
    let log = LifecycleLog()
    let controller = LoggingViewController("screen", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)

    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.view === view)
    #expect(log.entries == ["screen.viewDidLoad"])
  }

  @Test func usesTheViewItsLoadViewAssigns() {
    let screen = Screen()
    #expect(screen.view is StackView)
    _ = screen.view
    #expect(screen.loads == 1)
    #expect(screen.view.next === screen)
  }

  @Test func readingTheViewWhileLoadingItGetsAPlainView() {
    let screen = EagerScreen()
    #expect(screen.view.subviews.count == 1)
  }

  @Test func appearsWhenItBecomesTheApplicationsRoot() {
    let log = LifecycleLog()
    let controller = LoggingViewController("root", log: log)
    let (application, _) = makeApplication(controller)
    #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
    #expect(application.rootViewController === controller)
  }

  @Test func hearsAboutItsViewsLayout() {
    let screen = Screen()
    let (application, terminal) = makeApplication(screen)
    application.render()
    #expect(screen.layouts == ["will", "did"])
    #expect(terminal.lines[0] == "hello")
  }

  @Test func keepsItsTitle() {
    let controller = ViewController()
    controller.title = "Search"
    #expect(controller.title == "Search")
  }
}
