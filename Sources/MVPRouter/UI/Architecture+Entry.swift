import SharedUI
import TerminalUI

extension Architecture {
  /// MVP with a Router and a root container: the entry point the launcher and the registry use.
  public static let mvpRouter = Architecture(
    name: "MVP + Router",
    executable: "mvp-router-demo",
    folder: "MVPRouter",
    summary: "MVP + Router: a `RootViewController` swaps its one child; a `Router` builds each "
      + "screen and presenters ask it to navigate through `SearchRouting` / "
      + "`RepositoryDetailRouting`",
    family: .presenter
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
