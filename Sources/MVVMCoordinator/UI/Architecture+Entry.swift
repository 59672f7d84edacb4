import SharedUI
import TerminalUI

extension Architecture {
  /// MVVM + Coordinator: the entry point the launcher and the registry use.
  public static let mvvmCoordinator = Architecture(
    name: "MVVM + Coordinator",
    executable: "mvvm-coordinator-demo",
    folder: "MVVMCoordinator",
    summary: "MVVM + Coordinator: Model-only's view models report a chosen repository to an "
      + "`AppCoordinator`, held weakly; it owns the navigation controller, builds each screen and "
      + "the detail's child coordinator, and as the navigation controller's delegate hears each pop",
    family: .viewModel
  ) { environment in
    Assembly(environment: environment).makeRootViewController()
  }
}
