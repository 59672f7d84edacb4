@testable import TerminalUI

/// A view controller whose view is the one it was given.
@MainActor
final class HostViewController: ViewController {
  private let content: View

  init(_ content: View) {
    self.content = content
    super.init()
  }

  override func loadView() {
    view = content
  }
}

/// An application on a headless terminal of `size`, showing `viewController`.
@MainActor
func makeApplication(
  _ viewController: ViewController, size: Size = Size(width: 40, height: 10)
) -> (Application, HeadlessTerminal) {
  let terminal = HeadlessTerminal(size: size)
  let application = Application(rootViewController: viewController, terminal: terminal)
  return (application, terminal)
}

/// An application on a headless terminal of `size`, showing `view` as its whole screen.
@MainActor
func makeApplication(
  hosting view: View, size: Size = Size(width: 40, height: 10)
) -> (Application, HeadlessTerminal) {
  makeApplication(HostViewController(view), size: size)
}
