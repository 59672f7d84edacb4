// Generated from Sources/MVVMBinding/Presentation/Debouncer.swift by `swift run trace-instrumenter`: do not edit.
// swift-format-ignore-file
#sourceLocation(file: "Sources/MVVMBinding/Presentation/Debouncer.swift", line: 1)
import Tracing; import RepositorySearch

/// Runs the last action it was handed once a pause has passed on its clock without another
/// one: Rx's `debounce`, as one pending task that every call restarts.
///
/// ``SearchViewModel`` owns it for the pause before searching what is being typed (S13).
@MainActor
package final class Debouncer {
  private let pause: Duration
  private let clock: any Clock<Duration>
  private var pending: Task<Void, Never>?

  /// Creates a debouncer that waits `pause` on `clock`, the injected one in tests.
  package init(pause: Duration, clock: any Clock<Duration>) { Trace.enter("MVVMBinding", "Debouncer", "init(pause:clock:)"); defer { Trace.exit() }
    self.pause = pause
    self.clock = clock
  }

  /// True while an action waits for its pause to pass.
  package var isPending: Bool {
    pending != nil
  }

  /// Runs `action` after the pause, unless another call or ``cancel()`` comes first.
  package func debounce(_ action: @escaping @MainActor () -> Void) { Trace.enter("MVVMBinding", "Debouncer", "debounce(_:)"); defer { Trace.exit() }
    cancel()
    pending = Task { [weak self, pause, clock] in Trace.resume("MVVMBinding", "Debouncer", "debounce(_:)"); defer { Trace.exit() }
      guard (try? await clock.sleep(for: pause)) != nil, !Task.isCancelled else { return }
      self?.pending = nil
      action()
    }
  }

  /// Drops the action waiting, if any.
  package func cancel() { Trace.enter("MVVMBinding", "Debouncer", "cancel()"); defer { Trace.exit() }
    pending?.cancel()
    pending = nil
  }
}
