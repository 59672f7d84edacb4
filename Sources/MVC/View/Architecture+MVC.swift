import SharedUI
import TerminalUI

extension Architecture {
  /// Apple-style MVC: the entry point the launcher and the conformance suite use.
  public static let mvc = Architecture(name: "MVC") { environment in
    NavigationController(
      rootViewController: SearchViewController(
        model: environment.searchService, urlOpener: environment.urlOpener,
        title: environment.title))
  }
}
