// Generated from Sources/Flux/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// Flux: the entry point the launcher and the registry use.
  public static let flux = Architecture(
    name: "Flux",
    executable: "flux-demo",
    folder: "Flux",
    summary: "Flux: views send events to a `SearchActionCreator`, which dispatches plain "
      + "`SearchAction` values through one `Dispatcher` to a `SearchStore`, which views render",
    family: .store
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
