import Foundation
import Launcher
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Tracing

/// One traced architecture, run step by step on an in-memory terminal: the calls each step
/// makes, in order, and the screen it leaves.
///
/// The run is deterministic, as a transcript is (W3): the offline catalog answers at once on the
/// main actor (see ``MainActorCatalog``), and time passes only when a `:wait` step says so, on a
/// manual clock. Nothing runs on another thread, so the same script always gives the same
/// trace, which is what lets the diagrams in the documentation be checked.
@MainActor
public final class TracedRun {
  /// The architecture traced (a traced copy: see `TracedRegistry`).
  public let architecture: Architecture

  private let driver: TranscriptDriver
  private let id = TracedRun.nextID()
  private let clock: ManualClock
  private let recorder: TraceRecorder

  /// A run of `architecture` on the offline catalog, with screens of `size`.
  public init(architecture: Architecture, size: Size = Size(width: 80, height: 24)) throws {
    self.architecture = architecture
    clock = ManualClock()
    let environment = AppEnvironment(
      searchService: TracedSearchService(
        base: MainActorCatalog(catalog: try OfflineCatalog.bundled())),
      urlOpener: URLOpenerSpy(),
      clock: TracedClock(base: clock),
      dataSourceName: "offline catalog")
    // Building the screens calls into them (`loadView()`, `viewDidLoad()`): those calls are this
    // run's, part of its launch.
    let id = id
    driver = Trace.$run.withValue(id) {
      TranscriptDriver(architecture: architecture, environment: environment, size: size)
    }
    recorder = Self.sharedRecorder()
  }

  /// Starts the app; returns the calls of its launch.
  public func start() async -> [TraceEvent] {
    await Trace.$run.withValue(id) { await driver.start() }
    return recorder.takeEvents(of: architecture.folder, run: id)
  }

  /// True until the app quits.
  public var isRunning: Bool { driver.isRunning }

  /// Performs `step` and waits until the app is settled; returns the calls it made, or why it
  /// cannot be done (a row that is not loaded), having pressed nothing.
  public func perform(_ step: TraceStep) async -> Result<[TraceEvent], TraceRefusal> {
    await Trace.$run.withValue(id) { await performInRun(step) }
  }

  private func performInRun(_ step: TraceStep) async -> Result<[TraceEvent], TraceRefusal> {
    switch step {
    case .command(let command):
      if let refusal = driver.perform(command) { return .failure(TraceRefusal(message: refusal)) }
    case .type(let text):
      // One key at a time, each settled, as a person types: slower than the app answers.
      for character in text {
        driver.perform(.press(.character(character)))
        await driver.waitUntilSettled()
      }
    case .wait:
      await driver.waitUntilSettled()
      clock.advance(by: SearchQuery.pauseBeforeSearchAsYouType)
    }
    await driver.waitUntilSettled()
    return .success(recorder.takeEvents(of: architecture.folder, run: id))
  }

  /// Performs every step of `script` and returns the calls of the steps a diagram shows; the
  /// steps after one that quits the app are not performed.
  public func perform(_ script: TraceScript) async throws(TraceRefusal) -> [TracedStep] {
    _ = await start()
    for line in script.scene where isRunning {
      if case .failure(let refusal) = await perform(line.step) { throw refusal }
    }
    var steps: [TracedStep] = []
    for line in script.steps where isRunning {
      switch await perform(line.step) {
      case .success(let events): steps.append(TracedStep(line: line.text, events: events))
      case .failure(let refusal): throw refusal
      }
    }
    await stop()
    return steps
  }

  /// The screen now, as a transcript prints it.
  public func screenLines() -> [String] {
    driver.screenLines()
  }

  /// Quits the app.
  public func stop() async {
    await driver.stop()
  }

  private static let lastID = Locked(0)

  /// A number no other run in this process has.
  private static func nextID() -> Int {
    lastID.withLock {
      $0 += 1
      return $0
    }
  }

  /// Every run, and every ``TraceLog``, reports to one recorder, each taking back only its own
  /// architecture's calls.
  static func sharedRecorder() -> TraceRecorder {
    if let recorder = Trace.recorder { return recorder }
    let recorder = TraceRecorder()
    Trace.recorder = recorder
    return recorder
  }
}

/// A step and the calls it made.
public struct TracedStep: Sendable, Equatable {
  /// The step's line, such as `:type swift`.
  public var line: String
  /// The calls, in order.
  public var events: [TraceEvent]

  /// `line` and the calls it made.
  public init(line: String, events: [TraceEvent]) {
    self.line = line
    self.events = events
  }
}

/// Why a step cannot be done.
public struct TraceRefusal: Error, Sendable {
  /// Said to the person, on standard error.
  public var message: String
}
