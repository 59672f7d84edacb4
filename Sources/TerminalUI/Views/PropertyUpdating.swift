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
  /// True until the next run: at first, then after an observed change or a request.
  var isNeeded = true
  /// True while a main-actor job that runs the update is queued.
  var isScheduled = false
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
    guard propertyUpdateState.isNeeded else { return false }
    propertyUpdateState.isNeeded = false
    withObservationTracking {
      updateProperties()
    } onChange: { [weak self] in
      // Before the change is stored: queue a main-actor job, which runs after it.
      Task { @MainActor in self?.observedValuesDidChange() }
    }
    return true
  }

  private func observedValuesDidChange() {
    propertyUpdateState.isNeeded = true
    runUpdateIfNeeded()
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
