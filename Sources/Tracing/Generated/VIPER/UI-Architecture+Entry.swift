// Generated from Sources/VIPER/UI/Architecture+Entry.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/VIPER/UI/Architecture+Entry.swift", line: 1)
import Tracing; import SharedUI
import TerminalUI

extension Architecture {
  /// VIPER: the entry point the launcher and the registry use.
  public static let viper = Architecture(
    name: "VIPER",
    executable: "viper-demo",
    folder: "VIPER",
    summary: "VIPER: per screen a passive View, a Presenter and an Interactor that owns the use "
      + "case and keeps the `Repository` entities behind it, handing plain items on; a `Router` "
      + "assembles each module and navigates by identifier",
    family: .presenter
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
