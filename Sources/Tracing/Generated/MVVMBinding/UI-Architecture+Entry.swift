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
    summary: "MVVM with bindings: an `@Observable` view model the view binds to in "
      + "`updateProperties()`; search as you type with `filter` / `debounce` / `flatMapLatest`"
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
