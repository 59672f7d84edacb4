import Testing

@testable import TerminalUI

@MainActor
@Suite struct AlertControllerTests {
  private let screen = SampleScreen(rows: Rows(count: 5))
  private let application: Application
  private let terminal: HeadlessTerminal

  init() {
    (application, terminal) = makeApplication(screen, size: Size(width: 40, height: 12))
    application.render()
  }

  private func makeAlert(actions: [AlertAction] = []) -> AlertController {
    let alert = AlertController(title: "No results", message: "Nothing matches that query.")
    for action in actions { alert.addAction(action) }
    return alert
  }

  @Test func drawsOverTheScreenAndAddsAnOKButtonWhenGivenNone() {
    screen.present(makeAlert())
    application.render()
    let text = terminal.lines.joined(separator: "\n")
    #expect(text.contains("No results"))
    #expect(text.contains("Nothing matches that query."))
    #expect(text.contains("[ OK ]"))
    #expect(terminal.lines[0] == "Sample")
  }

  @Test func receivesEveryKeyWhileItIsUp() {
    screen.present(makeAlert())
    application.type("abc")
    application.press(.up)
    application.press(.tab)
    #expect(screen.searchBar.text.isEmpty)
    #expect(screen.receivedKeys.isEmpty)
    #expect(screen.presentedViewController != nil)
  }

  @Test func enterRunsTheHighlightedActionAfterDismissingAndRestoresTheFocus() {
    var handled: [String] = []
    application.press(.down)
    #expect(screen.tableView.isFirstResponder)
    let alert = makeAlert(actions: [
      AlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") },
      AlertAction(title: "Retry") { _ in
        handled.append("retry")
        #expect(self.screen.presentedViewController == nil)
      },
    ])
    screen.present(alert)
    application.render()
    #expect(!screen.tableView.isFirstResponder)

    application.press(.enter)
    #expect(handled == ["retry"])
    #expect(screen.presentedViewController == nil)
    #expect(screen.tableView.isFirstResponder)
    #expect(!terminal.lines.joined().contains("Retry"))
  }

  @Test func escapeRunsTheCancelActionAndRestoresTheFocus() {
    var handled: [String] = []
    screen.present(
      makeAlert(actions: [
        AlertAction(title: "OK") { _ in handled.append("ok") },
        AlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") },
      ]))
    application.press(.escape)
    #expect(handled == ["cancel"])
    #expect(screen.searchBar.isFirstResponder)
  }

  @Test func escapeWithoutACancelActionJustDismisses() {
    var handled: [String] = []
    screen.present(makeAlert(actions: [AlertAction(title: "OK") { _ in handled.append("ok") }]))
    application.press(.escape)
    #expect(handled.isEmpty)
    #expect(screen.presentedViewController == nil)
    #expect(screen.searchBar.isFirstResponder)
  }

  @Test func arrowsMoveTheHighlightBetweenButtons() {
    var handled: [String] = []
    let alert = makeAlert(actions: [
      AlertAction(title: "One") { _ in handled.append("one") },
      AlertAction(title: "Two") { _ in handled.append("two") },
    ])
    screen.present(alert)
    application.press(.right)
    application.press(.right)
    application.press(.left)
    application.press(.enter)
    #expect(handled == ["two"])
  }

  @Test func thePreferredActionIsHighlightedFirst() {
    var handled: [String] = []
    let second = AlertAction(title: "Two") { _ in handled.append("two") }
    let alert = makeAlert(actions: [AlertAction(title: "One"), second])
    alert.preferredAction = second
    screen.present(alert)
    application.press(.enter)
    #expect(handled == ["two"])
  }

  @Test func aHandlerCanPresentTheNextAlert() {
    let follow = makeAlert()
    screen.present(
      makeAlert(actions: [AlertAction(title: "Next") { _ in self.screen.present(follow) }]))
    application.press(.enter)
    #expect(screen.presentedViewController === follow)
    application.press(.enter)
    #expect(screen.presentedViewController == nil)
  }
}
