import Foundation
import Observation

/// What ``View`` and ``ViewController`` share to run `updateProperties()` the way UIKit does:
/// under observation tracking, and again on the main actor once anything it read has changed.
///
/// Observation calls its `onChange` only once per run — for the first change — on the thread
/// that makes the change and before the new value is stored. So the change only queues one
/// main-actor job; the job runs the update after the changes, reading the new values, and
/// every further change made before it is drawn by that same update. Each run tracks afresh
/// what it reads. The tracking refers to its owner weakly: an observed object never keeps a
/// view or a view controller alive, and once the owner is gone a change does nothing.
///
/// The change also marks the update as due at once, so a frame being laid out runs it in its
/// next pass: a change that layout itself makes (a row coming into view asks for the next
/// page, and the view model says it is loading more) is drawn in that frame, as in UIKit,
/// instead of in a later one that races whatever answers the request.
///
/// Bound state is changed on the main actor, as UIKit asks. The job can only be sure to run
/// after the value is stored when the change, too, holds the main actor: from another thread
/// the job could read the old value and track again too late to hear of the new one.
@MainActor
protocol PropertyUpdating: AnyObject, Sendable {
  /// Whether an update is due, and whether a job that runs it is queued.
  var propertyUpdateState: PropertyUpdateState { get set }

  /// The override point: reads observable state and sets the views from it.
  func updateProperties()
}

/// Where the property updates of one view or view controller stand.
struct PropertyUpdateState {
  /// True until the next run: at first, then after a request.
  var isNeeded = true
  /// True while a main-actor job that runs the update is queued.
  var isScheduled = false
  /// Set by a change to what the last run read, from whichever thread makes it.
  let observedChange = ObservedChange()
}

/// Whether anything the last run read has changed since; set by Observation's `onChange`, which
/// is not isolated to the main actor, so it is a flag behind a lock.
final class ObservedChange: @unchecked Sendable {
  private let lock = NSLock()
  // Read and written only while holding `lock`.
  private var hasChanged = false

  /// Records a change.
  func mark() {
    lock.withLock { hasChanged = true }
  }

  /// Returns whether a change was recorded, and forgets it.
  func take() -> Bool {
    lock.withLock {
      defer { hasChanged = false }
      return hasChanged
    }
  }
}

extension PropertyUpdating {
  /// Marks the update as due and queues one main-actor job to run it, unless one is queued.
  func scheduleUpdate() {
    propertyUpdateState.isNeeded = true
    guard !propertyUpdateState.isScheduled else { return }
    propertyUpdateState.isScheduled = true
    Task { [weak self] in
      self?.propertyUpdateState.isScheduled = false
      self?.runUpdateIfNeeded()
    }
  }

  /// Runs `updateProperties()` when it is due, tracking what it reads; returns whether it ran.
  @discardableResult
  func runUpdateIfNeeded() -> Bool {
    let hasObservedChange = propertyUpdateState.observedChange.take()
    guard propertyUpdateState.isNeeded || hasObservedChange else { return false }
    propertyUpdateState.isNeeded = false
    let observedChange = propertyUpdateState.observedChange
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      // Before the change is stored. The update is due at once, so a frame being laid out
      // runs it in its next pass; the job runs it, after the change, when no frame comes first.
      observedChange.mark()
      Task { @MainActor in self?.runUpdateIfNeeded() }
    }
    return true
  }
}

extension View: PropertyUpdating {}

extension ViewController: PropertyUpdating {}

extension View {
  /// Runs the property updates due in this view's hierarchy, each view controller's before
  /// its view's and parents first; returns whether any ran.
  func updatePropertiesInSubtree() -> Bool {
    var didUpdate = false
    for view in subtree(skippingHidden: false) {
      if view.viewController?.runUpdateIfNeeded() == true { didUpdate = true }
      if view.runUpdateIfNeeded() { didUpdate = true }
    }
    return didUpdate
  }
}
