// Generated from Sources/MVVMCoordinator/Presentation/Coordinator.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMCoordinator/Presentation/Coordinator.swift", line: 1)
import Tracing; /// A flow of screens: it builds them, shows them, and keeps the flows it starts alive until
/// they end.
///
/// The app coordinator starts the first screen; each screen that leads somewhere reports it
/// to its coordinator, which builds the next screen itself or starts a child coordinator.
@MainActor
package protocol Coordinator: AnyObject {
  /// The flows this one started and that have not ended yet.
  var childCoordinators: [any Coordinator] { get }
  /// Builds and shows the flow's first screen.
  func start()
}
