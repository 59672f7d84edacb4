// Generated from Sources/MVP/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVP/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// Passive-view MVP: the entry point the launcher and the registry use.
  public static let mvp = Architecture(
    name: "MVP",
    executable: "mvp-demo",
    folder: "MVP",
    summary: "passive-view MVP: `SearchPresenterInput` / `SearchPresenterOutput`, a weak view, "
      + "the model behind a protocol",
    family: .presenter
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
