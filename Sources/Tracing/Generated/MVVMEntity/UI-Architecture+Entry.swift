// Generated from Sources/MVVMEntity/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMEntity/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM, "Model-Entity" pattern: the entry point the launcher and the registry use.
  public static let mvvmEntity = Architecture(
    name: "MVVM Model-Entity",
    executable: "mvvm-entity-demo",
    folder: "MVVMEntity",
    summary: "MVVM, \"Model-Entity\": a `SearchResultsRepository` answers the view model, which "
      + "sets the `Repository` entities on a `SearchResultsModel`; the model notifies the view "
      + "model, which notifies the view through a closure",
    family: .viewModel
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
