import TerminalUI
import Testing
import VIPERPresentation

@testable import VIPER

/// The detail view forwards its keys as events: `o` opens, Esc and ← go back — the keys a
/// navigation controller would take — and it decides nothing else.
@MainActor
@Suite struct RepositoryDetailViewControllerTests {
  @MainActor
  final class PresenterSpy: RepositoryDetailPresenterInput {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func openButtonClicked() { events.append("open") }
    func backButtonClicked() { events.append("back") }
  }

  let presenter = PresenterSpy()

  @Test(arguments: [KeyEvent(.escape), KeyEvent(.left)])
  func escapeAndLeftAskToGoBack(_ event: KeyEvent) {
    let screen = RepositoryDetailViewController(presenter: presenter)
    #expect(screen.keyPressed(event))
    #expect(presenter.events == ["back"])
  }

  @Test func oAsksToOpen() {
    let screen = RepositoryDetailViewController(presenter: presenter)
    #expect(screen.keyPressed(KeyEvent(.character("o"))))
    #expect(presenter.events == ["open"])
  }

  @Test(arguments: [KeyEvent(.left, modifiers: .alt), KeyEvent(.right), KeyEvent(.enter)])
  func otherKeysPassUpTheChain(_ event: KeyEvent) {
    let screen = RepositoryDetailViewController(presenter: presenter)
    #expect(!screen.keyPressed(event))
    #expect(presenter.events.isEmpty)
  }
}
