// Generated from Sources/Flux/Presentation/ActionHandling.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/ActionHandling.swift", line: 1)
import Tracing; /// What the dispatcher hands every action to: a store, which owns some of the app's state and
/// changes it only here.
///
/// Named for what it can do, as ``Dispatching`` is, so that `Store` keeps one meaning across the
/// kit: Redux's store, the one runtime its views send actions to.
@MainActor
package protocol ActionHandling: AnyObject {
  /// Changes the state for `action` when it concerns this store, and ignores it otherwise.
  func handle(_ action: SearchAction)
}
