import SharedUI
import TerminalUI

/// Two architectures live in one terminal, split in two panes, every key sent to both: a
/// learner types once and watches two architectures answer.
///
/// Each pane runs a whole app — the architecture's real screens, built by its composition root
/// from an environment of its own — on a ``PaneTerminal`` the size of its half. The split
/// screen owns the real terminal: it forwards each key and paste to both apps, re-splits on a
/// resize, suspends on Ctrl-Z, and on Ctrl-C, or when either app quits, stops both and gives
/// the terminal back.
@MainActor
public final class SplitScreen {
  /// What one pane shows: an architecture and the collaborators it is built from.
  public struct Pane {
    /// The architecture whose screens the pane runs.
    public var architecture: Architecture
    /// Its own model, opener and clock.
    public var environment: AppEnvironment

    /// A pane running `architecture` on `environment`.
    public init(architecture: Architecture, environment: AppEnvironment) {
      self.architecture = architecture
      self.environment = environment
    }
  }

  /// The two apps, first (left or top) and second.
  public let applications: [Application]
  /// How the terminal is split now.
  public private(set) var layout: SplitLayout

  private let terminal: any TerminalBackend
  private let paneTerminals: [PaneTerminal]
  private var isRunning = false

  /// The divider's look: dim, so that the panes stand out.
  private static let dividerStyle = Style(isDim: true)

  /// Two panes on `terminal`; `clock` turns the apps' spinners.
  public init(
    _ first: Pane, _ second: Pane, terminal: any TerminalBackend,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.terminal = terminal
    layout = SplitLayout(size: terminal.size)
    let paneTerminals = layout.panes.map { PaneTerminal(size: $0.size) }
    self.paneTerminals = paneTerminals
    applications = zip([first, second], paneTerminals).map { pane, paneTerminal in
      Application(
        rootViewController: pane.architecture.makeRootViewController(pane.environment),
        terminal: paneTerminal, clock: clock)
    }
    for paneTerminal in paneTerminals {
      paneTerminal.presentHandler = { [weak self] _ in self?.present() }
    }
  }

  /// Takes over the terminal and runs both apps, until Ctrl-C, the end of the input or either
  /// app quitting.
  ///
  /// The terminal is always given back. Throws only when it cannot be taken over.
  public func run() async throws {
    do {
      try terminal.start()
    } catch {
      terminal.stop()
      throw error
    }
    isRunning = true
    split(terminal.size)
    let (ended, endedContinuation) = AsyncStream.makeStream(of: Void.self)
    let runs = applications.map { application in
      Task {
        try? await application.run()
        endedContinuation.yield()
      }
    }
    let events = terminal.events
    let forwarding = Task { [weak self] in
      for await event in events {
        guard let self, self.route(event) else { break }
      }
      endedContinuation.yield()
    }
    for await _ in ended { break }
    isRunning = false
    forwarding.cancel()
    for application in applications { application.quit() }
    for paneTerminal in paneTerminals { paneTerminal.finish() }
    for run in runs { await run.value }
    await forwarding.value
    terminal.stop()
  }

  /// Handles one event of the real terminal; returns false to end the session.
  private func route(_ event: TerminalEvent) -> Bool {
    switch event {
    case .key(let keyEvent) where keyEvent.key == .control("c"):
      return false
    case .key(let keyEvent) where keyEvent.key == .control("z"):
      terminal.suspend()
    case .resize(let size):
      split(size)
    case .key, .paste:
      for paneTerminal in paneTerminals { paneTerminal.send(event) }
    }
    return true
  }

  /// Splits a terminal of `size` and tells each app its pane's new size.
  private func split(_ size: Size) {
    layout = SplitLayout(size: size)
    for (paneTerminal, rect) in zip(paneTerminals, layout.panes) {
      paneTerminal.resize(to: rect.size)
    }
    present()
  }

  /// Draws both panes' last frames and the divider, and shows them.
  private func present() {
    guard isRunning else { return }
    var canvas = Canvas(size: terminal.size)
    for (paneTerminal, rect) in zip(paneTerminals, layout.panes) {
      if let frame = paneTerminal.lastFrame { canvas.draw(frame, at: rect.origin) }
    }
    let divider = layout.divider
    let glyph = layout.orientation == .leftRight ? "│" : "─"
    for y in divider.minY..<divider.maxY {
      canvas.draw(
        String(repeating: glyph, count: divider.width), at: Point(x: divider.minX, y: y),
        style: Self.dividerStyle)
    }
    terminal.present(canvas)
  }
}
