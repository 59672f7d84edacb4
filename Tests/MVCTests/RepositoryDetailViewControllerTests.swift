import Foundation
import RepositorySearch
import TerminalUI
import TestSupport
import Testing

@testable import MVC

/// The detail screen's one decision — open the page or offer the address — can only be reached
/// through its view controller, so these tests put it on a headless terminal and press `o`.
@MainActor
@Suite struct RepositoryDetailViewControllerTests {
  let repository = Repository.sample(
    name: "swift", owner: "swiftlang", description: "The Swift programming language.")
  let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))

  private func makeApplication(urlOpener: URLOpenerSpy) -> (Application, ViewController) {
    let detail = RepositoryDetailViewController(
      repository: repository, urlOpener: urlOpener)
    let application = Application(rootViewController: detail, terminal: terminal)
    application.render()
    return (application, detail)
  }

  private var screen: String { terminal.lines.joined(separator: "\n") }

  @Test func showsItsRepositoryWhenTheViewLoads() {
    _ = makeApplication(urlOpener: URLOpenerSpy())
    #expect(screen.contains("swiftlang/swift"))
    #expect(screen.contains("The Swift programming language."))
    #expect(screen.contains("https://github.com/swiftlang/swift"))
  }

  @Test func opensThePageAndConfirmsWhenTheBrowserOpens() {
    let urlOpener = URLOpenerSpy(canOpen: true)
    let (application, detail) = makeApplication(urlOpener: urlOpener)
    #expect(!screen.contains("Opened in your browser."))
    application.handle(.press(.character("o")))
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    #expect(screen.contains("Opened in your browser."))
    #expect(detail.presentedViewController == nil)
  }

  @Test func offersTheAddressWhenNoBrowserOpens() throws {
    let urlOpener = URLOpenerSpy(canOpen: false)
    let (application, detail) = makeApplication(urlOpener: urlOpener)
    application.handle(.press(.character("o")))
    #expect(urlOpener.openedURLs == [repository.htmlURL])
    let alert = try #require(detail.presentedViewController as? AlertController)
    #expect(alert.message == SearchAlert.browserUnavailable(for: repository.htmlURL).message)
    #expect(!screen.contains("Opened in your browser."))
  }

  @Test func leavesOtherKeysAlone() {
    let urlOpener = URLOpenerSpy()
    let (application, _) = makeApplication(urlOpener: urlOpener)
    application.handle(.press(.character("p")))
    #expect(urlOpener.openedURLs.isEmpty)
  }
}
