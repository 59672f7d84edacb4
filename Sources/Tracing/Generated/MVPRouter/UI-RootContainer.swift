// Generated from Sources/MVPRouter/UI/RootContainer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVPRouter/UI/RootContainer.swift", line: 1)
import Tracing; import TerminalUI

/// What the router needs from the root: a place that shows one screen at a time.
///
/// ``RootViewController`` is the real one; the router's tests use a spy.
@MainActor
protocol RootContainer: AnyObject {
  /// Shows `viewController` in place of the screen shown now, which is let go.
  func show(_ viewController: ViewController)
}
