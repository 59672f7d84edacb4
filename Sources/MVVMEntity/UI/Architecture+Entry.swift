import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM, "Model-Entity" pattern: the entry point the launcher and the registry use.
  public static let mvvmEntity = Architecture(
    name: "MVVM Model-Entity",
    executable: "mvvm-entity-demo",
    folder: "MVVMEntity",
    summary: "MVVM, \"Model-Entity\": a `SearchResultsModel` owns the `Repository` entities and "
      + "notifies its view model, which formats them and notifies the view through a closure"
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
