// Generated from Sources/MVVMModel/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMModel/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM, "Model-only" pattern: the entry point the launcher and the registry use.
  public static let mvvmModel = Architecture(
    name: "MVVM Model-only",
    executable: "mvvm-model-demo",
    folder: "MVVMModel",
    summary: "MVVM, \"Model-only\": the view model owns `[Repository]` privately, notifies the "
      + "view by a closure, hands it `repositoryIDs` and display values: `rowContent(at:)`",
    family: .viewModel
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
