/// What an action creator hands its actions to: the dispatcher, or a spy in the tests.
@MainActor
package protocol Dispatching: AnyObject {
  /// Hands `action` to every store, one after the other, before returning.
  func dispatch(_ action: SearchAction)
}
