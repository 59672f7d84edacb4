import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM with bindings: the entry point the launcher and the registry use.
  public static let mvvmBinding = Architecture(
    name: "MVVM + Bindings",
    executable: "mvvm-binding-demo",
    folder: "MVVMBinding",
    summary: "MVVM with bindings: Model-only's view model made `@Observable`, the view bound to "
      + "it in `updateProperties()`; no notification to call, and the typing pause unchanged",
    family: .viewModel
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
