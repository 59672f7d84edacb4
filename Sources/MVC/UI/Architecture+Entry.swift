import SharedUI
import TerminalUI

extension Architecture {
  /// Apple-style MVC: the entry point the launcher and the registry use.
  public static let mvc = Architecture(
    name: "MVC",
    executable: "mvc-demo",
    folder: "MVC",
    summary: "Apple-style MVC: the view controller asks the model, holds the results, "
      + "validates and updates the views — the \"Fat View Controller\"",
    family: .viewController
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
