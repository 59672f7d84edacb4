// Generated from Sources/Redux/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Redux/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// Redux: the entry point the launcher and the registry use.
  public static let redux = Architecture(
    name: "Redux",
    executable: "redux-demo",
    folder: "Redux",
    summary: "Redux, in TCA's shape: views `send` actions to one `Store`, whose `SearchReducer` "
      + "changes one `SearchState` and returns `Effect` values for the work that takes time",
    family: .store
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
