import TerminalUI

/// A shared, ordered record of view controller callbacks.
@MainActor
final class LifecycleLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  func clear() {
    entries = []
  }
}

/// A view controller that records every lifecycle and containment callback under its name.
@MainActor
final class LoggingViewController: ViewController {
  let name: String
  let log: LifecycleLog

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.record("\(name).viewDidLoad")
  }

  override func viewWillAppear() {
    super.viewWillAppear()
    log.record("\(name).viewWillAppear")
  }

  override func viewDidAppear() {
    super.viewDidAppear()
    log.record("\(name).viewDidAppear")
  }

  override func viewWillDisappear() {
    super.viewWillDisappear()
    log.record("\(name).viewWillDisappear")
  }

  override func viewDidDisappear() {
    super.viewDidDisappear()
    log.record("\(name).viewDidDisappear")
  }

  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    log.record("\(name).willMove(toParent: \(parentName(parent)))")
  }

  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    log.record("\(name).didMove(toParent: \(parentName(parent)))")
  }

  private func parentName(_ parent: ViewController?) -> String {
    guard let parent else { return "nil" }
    return (parent as? LoggingViewController)?.name ?? String(describing: type(of: parent))
  }
}
