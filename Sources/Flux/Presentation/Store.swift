/// What the dispatcher hands every action to: a store, which owns some of the app's state and
/// changes it only here.
@MainActor
package protocol Store: AnyObject {
  /// Changes the state for `action` when it concerns this store, and ignores it otherwise.
  func handle(_ action: SearchAction)
}
