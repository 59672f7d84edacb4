import SharedUI
import TerminalUI

/// Two architectures live in one terminal, split in two panes, every key sent to both: a
/// learner types once and watches two architectures answer.
///
/// Each pane runs a whole app — the architecture's real screens, built by its composition root
/// from an environment of its own — on a ``PaneTerminal`` the size of its half, less the
/// ``PaneStrip`` under it when it has one. The split screen owns the real terminal: it forwards
/// each key and paste to both apps, re-splits on a resize, suspends on Ctrl-Z, and on Ctrl-C,
/// or when either app quits, stops both and gives the terminal back. It runs one pane alone
/// just as well.
@MainActor
public final class SplitScreen {
  /// What one pane shows: an architecture and the collaborators it is built from.
  public struct Pane {
    /// The architecture whose screens the pane runs.
    public var architecture: Architecture
    /// Its own model, opener and clock.
    public var environment: AppEnvironment
    /// The lines shown under the app, if any.
    public var strip: PaneStrip?

    /// A pane running `architecture` on `environment`, with `strip` under it.
    public init(architecture: Architecture, environment: AppEnvironment, strip: PaneStrip? = nil) {
      self.architecture = architecture
      self.environment = environment
      self.strip = strip
    }
  }

  /// How often strips are read between frames.
  public static let stripRefreshInterval = Duration.milliseconds(100)

  /// The apps, first (left or top) and second.
  public let applications: [Application]
  /// How the terminal is split now.
  public private(set) var layout: SplitLayout
  /// Where each pane's screen and strip are now.
  public private(set) var paneLayouts: [PaneLayout]

  private let terminal: any TerminalBackend
  /// Paces the strips' refresh (see SplitScreen+Strips.swift).
  let clock: any Clock<Duration>
  private let paneTerminals: [PaneTerminal]
  /// Each pane's strip, if it has one.
  let strips: [PaneStrip?]
  /// The lines each strip showed in the last frame.
  var shownStripLines: [[String]] = []
  private var isRunning = false

  /// The divider's look: dim, so that the panes stand out.
  private static let dividerStyle = Style(isDim: true)

  /// Two panes on `terminal`; `clock` turns the apps' spinners.
  public convenience init(
    _ first: Pane, _ second: Pane, terminal: any TerminalBackend,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(panes: [first, second], terminal: terminal, clock: clock)
  }

  /// One or two `panes` on `terminal`; `clock` turns the apps' spinners and paces the strips.
  public init(
    panes: [Pane], terminal: any TerminalBackend, clock: any Clock<Duration> = ContinuousClock()
  ) {
    precondition((1...2).contains(panes.count), "a split screen has one or two panes")
    self.terminal = terminal
    self.clock = clock
    strips = panes.map(\.strip)
    layout = SplitLayout(size: terminal.size, paneCount: panes.count)
    paneLayouts = zip(layout.panes, strips).map { PaneLayout(pane: $0, hasStrip: $1 != nil) }
    let paneTerminals = paneLayouts.map { PaneTerminal(size: $0.screen.size) }
    self.paneTerminals = paneTerminals
    applications = zip(panes, paneTerminals).map { pane, paneTerminal in
      Application(
        rootViewController: pane.architecture.makeRootViewController(pane.environment),
        terminal: paneTerminal, clock: clock)
    }
    for paneTerminal in paneTerminals {
      paneTerminal.presentHandler = { [weak self] _ in self?.present() }
    }
  }

  /// Takes over the terminal and runs the apps, until Ctrl-C, the end of the input or either
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
    let refreshing = strips.contains { $0 != nil } ? refreshStrips() : nil
    for await _ in ended { break }
    isRunning = false
    forwarding.cancel()
    refreshing?.cancel()
    for application in applications { application.quit() }
    for paneTerminal in paneTerminals { paneTerminal.finish() }
    for run in runs { await run.value }
    await forwarding.value
    await refreshing?.value
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
    case .key, .paste, .text:
      for (paneTerminal, strip) in zip(paneTerminals, strips) {
        strip?.inputWillBeSent(event)
        paneTerminal.send(event)
      }
    }
    return true
  }

  /// Splits a terminal of `size` and tells each app its screen's new size.
  private func split(_ size: Size) {
    layout = SplitLayout(size: size, paneCount: paneTerminals.count)
    paneLayouts = zip(layout.panes, strips).map { PaneLayout(pane: $0, hasStrip: $1 != nil) }
    for (paneTerminal, paneLayout) in zip(paneTerminals, paneLayouts) {
      paneTerminal.resize(to: paneLayout.screen.size)
    }
    present()
  }

  /// Draws the panes' last frames, their strips and the divider, and shows them.
  func present() {
    guard isRunning else { return }
    var canvas = Canvas(size: terminal.size)
    for (paneTerminal, paneLayout) in zip(paneTerminals, paneLayouts) {
      if let frame = paneTerminal.lastFrame { canvas.draw(frame, at: paneLayout.screen.origin) }
    }
    drawStrips(on: &canvas)
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
