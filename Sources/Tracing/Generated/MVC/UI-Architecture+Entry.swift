// Generated from Sources/MVC/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVC/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
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
