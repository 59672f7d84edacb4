import SharedUI
import TerminalUI

extension Architecture {
  /// Passive-view MVP: the entry point the launcher and the conformance suite use.
  public static let mvp = Architecture(name: "MVP") { environment in
    NavigationController(
      rootViewController: MVPAssembly(environment: environment).makeSearchScreen())
  }
}
