// Generated from Sources/Flux/Presentation/Store.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/Store.swift", line: 1)
import Tracing; /// What the dispatcher hands every action to: a store, which owns some of the app's state and
/// changes it only here.
@MainActor
package protocol Store: AnyObject {
  /// Changes the state for `action` when it concerns this store, and ignores it otherwise.
  func handle(_ action: SearchAction)
}
