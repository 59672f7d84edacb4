import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM with bindings: the entry point the launcher and the registry use.
  public static let mvvmBinding = Architecture(
    name: "MVVM + Bindings",
    executable: "mvvm-binding-demo",
    folder: "MVVMBinding",
    summary: "MVVM with bindings: an `@Observable` view model the view binds to in "
      + "`updateProperties()`; typing waits in a `Debouncer`, Rx's `debounce` as one task"
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
