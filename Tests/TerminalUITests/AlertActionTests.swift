import Testing

@testable import TerminalUI

@MainActor
@Suite struct AlertActionTests {
  @Test func keepsItsTitleAndStyleAndHandsItselfToItsHandler() {
    var received: [String] = []
    let action = AlertAction(title: "Retry", style: .destructive) { received.append($0.title) }
    #expect(action.title == "Retry")
    #expect(action.style == .destructive)
    action.handler?(action)
    #expect(received == ["Retry"])
  }

  @Test func isAnOrdinaryActionWithoutAHandlerByDefault() {
    let action = AlertAction(title: "OK")
    #expect(action.style == .default)
    #expect(action.handler == nil)
  }
}
