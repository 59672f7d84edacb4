import TerminalUI

/// A screen that records its containment and appearance calls in a shared log.
@MainActor
final class LifecycleSpy: ViewController {
  final class Log {
    var entries: [String] = []
  }

  let name: String
  let log: Log

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewWillAppear() { log.entries.append("\(name).viewWillAppear") }
  override func viewDidAppear() { log.entries.append("\(name).viewDidAppear") }
  override func viewWillDisappear() { log.entries.append("\(name).viewWillDisappear") }
  override func viewDidDisappear() { log.entries.append("\(name).viewDidDisappear") }

  override func willMove(toParent parent: ViewController?) {
    log.entries.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "root"))")
  }

  override func didMove(toParent parent: ViewController?) {
    log.entries.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "root"))")
  }
}
