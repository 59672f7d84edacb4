// Generated from Sources/Flux/Presentation/Dispatching.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/Flux/Presentation/Dispatching.swift", line: 1)
import Tracing; /// What an action creator hands its actions to: the dispatcher, or a spy in the tests.
@MainActor
package protocol Dispatching: AnyObject {
  /// Hands `action` to every store, one after the other, before returning.
  func dispatch(_ action: SearchAction)
}
