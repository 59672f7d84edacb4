// Generated from Sources/MVVMBinding/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMBinding/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
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
