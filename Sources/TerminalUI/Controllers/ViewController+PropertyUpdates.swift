/// Binding views to observable state, as UIKit's `updateProperties()` does.
///
/// ```swift
/// override func updateProperties() {
///   super.updateProperties()
///   summaryLabel.text = viewModel.summary  // reading it subscribes to it
/// }
/// ```
///
/// The application runs ``updateProperties()`` before it first lays out the controller's view.
/// From then on, a change to an `@Observable` property read there runs it again in one
/// main-actor job, and the views it changes ask for one frame as usual: several changes in one
/// turn cost one update and one frame. A property that was not read triggers nothing. The
/// tracking holds the controller weakly, so a view model never keeps its view alive, and a
/// change made after the controller is gone does nothing.
extension ViewController {
  /// Asks for ``updateProperties()`` to run again soon, in one main-actor job, even though
  /// nothing it read has changed; several requests before it run it once.
  public func setNeedsUpdateProperties() {
    scheduleUpdate()
  }

  /// Runs ``updateProperties()`` now if a run is due, and tracks what it reads.
  public func updatePropertiesIfNeeded() {
    runUpdateIfNeeded()
  }
}
