import Foundation
import Testing

/// Navigation lives in the coordinators: no view controller builds or shows another screen.
@Suite struct NavigationSourceTests {
  /// This architecture's view layer, two levels above this file's folder.
  static let userInterface = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/MVVMCoordinator/UI")

  /// What building or showing a screen is written as.
  static let navigationCalls = [
    "pushViewController", "popViewController", "present(", "ViewController(", "Coordinator(",
  ]

  @Test func noViewControllerBuildsOrPushesAScreen() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.userInterface.path)
    let viewControllers = names.filter { $0.hasSuffix("ViewController.swift") }
    #expect(viewControllers.count == 3, "search, detail and the root")
    for name in viewControllers {
      let source = try String(
        contentsOf: Self.userInterface.appendingPathComponent(name), encoding: .utf8)
      let code = source.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      for call in Self.navigationCalls {
        let lines = code.filter { $0.contains(call) && !$0.contains("class ") }
        #expect(lines.isEmpty, "\(name) navigates: \(lines)")
      }
    }
  }
}
