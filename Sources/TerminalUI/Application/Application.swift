/// Runs an app: the window, the main loop and the frames, like `UIApplication` and `UIWindow`.
///
/// ```swift
/// let application = Application(rootViewController: makeSearchScreen(), terminal: terminal)
/// try await application.run()
/// ```
///
/// Everything runs on the main actor. ``run()`` takes over the terminal, shows the first frame
/// at once, then handles events until the person quits or the input ends, and always gives the
/// terminal back. Each event is routed (see `Application+Events.swift`) and followed by a frame,
/// one for a burst of events that arrive together. Changes made between events — a search
/// result arriving — call `setNeedsDisplay()` or `setNeedsLayout()` on a view, and those
/// requests are coalesced into a single frame on the main actor. A change to observable state
/// that a view controller's `updateProperties()` read runs it again, and the views it sets ask
/// for that same kind of frame. Each frame runs the property updates that are due, lays out,
/// then draws. Spinners turn on ticks of the injected clock (see `Application+Animation.swift`).
///
/// Below ``minimumSize`` the application shows "Terminal too small" instead of the screen; the
/// screen's state is untouched and comes back as soon as the terminal is large enough.
@MainActor
public final class Application {
  /// The view controller whose view fills the terminal.
  public let rootViewController: ViewController
  /// Where frames go and events come from.
  public let terminal: any TerminalBackend
  /// The smallest terminal the screen is drawn in; 40×10 unless changed.
  public var minimumSize = Size(width: 40, height: 10) {
    didSet { setNeedsRender() }
  }

  /// The view receiving keys, like UIKit's first responder; nil when the screen has none.
  public var firstResponder: View? { window.firstResponder }

  /// True while a view controller, such as an alert, is presented over the screen.
  public var isPresentingModally: Bool { window.topPresentedViewController != nil }

  /// True while ``run()`` is handling events.
  public private(set) var isRunning = false

  /// True while a frame is asked for and not drawn yet: a test that drives the application
  /// waits for it rather than guessing how many turns it takes.
  public var hasScheduledFrame: Bool { isRenderScheduled }

  let clock: any Clock<Duration>
  let window: Window
  var animationTicker: Task<Void, Never>?
  private let tooSmallView = TerminalTooSmallView()
  private var eventLoop: Task<Void, Never>?
  private var isRenderScheduled = false
  /// Counts the events routed, so a scheduled frame can tell whether events are still flowing.
  var routedEventCount = 0

  /// The most property-update and layout passes one frame makes while they make work for
  /// each other.
  private static let maximumLayoutPasses = 4
  /// The most yields a frame waits while a burst of events is being handled.
  private static let maximumEventsPerFrame = 256
  /// The yields in a row without a new event after which a burst counts as over.
  private static let quietYieldsBeforeFrame = 2

  /// Creates an application showing `rootViewController` on `terminal`.
  ///
  /// The root view controller's view is loaded and appears in the window at once. `clock`
  /// drives animations; tests pass a manual one.
  public init(
    rootViewController: ViewController,
    terminal: any TerminalBackend,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.rootViewController = rootViewController
    self.terminal = terminal
    self.clock = clock
    window = Window(rootViewController: rootViewController)
    window.renderRequestHandler = { [weak self] in self?.setNeedsRender() }
  }

  /// Takes over the terminal and handles its events until ``quit()`` or the end of the input.
  ///
  /// The first frame is shown at once. The terminal is stopped on the way out, whatever the
  /// reason; cancelling the calling task also ends the loop. Throws only when the terminal
  /// cannot be started, after giving it back.
  public func run() async throws {
    guard !isRunning else { return }
    do {
      try terminal.start()
    } catch {
      terminal.stop()
      throw error
    }
    isRunning = true
    render()
    let events = terminal.events
    let loop = Task { [weak self] in
      for await event in events {
        guard let self else { return }
        let needsFrame = route(event)
        guard isRunning else { return }
        // The frame waits until the events already queued are handled: one frame per burst.
        if needsFrame { setNeedsRender() }
      }
    }
    eventLoop = loop
    await withTaskCancellationHandler {
      await loop.value
    } onCancel: {
      loop.cancel()
    }
    isRunning = false
    eventLoop = nil
    animationTicker?.cancel()
    animationTicker = nil
    if isRenderScheduled { render() }
    terminal.stop()
  }

  /// Ends ``run()``: no further event is handled and the terminal is given back.
  public func quit() {
    isRunning = false
    eventLoop?.cancel()
  }

  /// Runs the property updates that are due, lays out and draws the whole screen, and presents
  /// it now.
  ///
  /// While ``run()`` is not running nothing renders by itself: a caller driving the application
  /// with ``handle(_:)``, as tests and the transcript mode do, calls this after changes made
  /// outside an event.
  public func render() {
    let size = terminal.size
    let frame = FrameBuffer(size: size)
    let context = DrawingContext(
      frame: frame, origin: .zero, size: size, clip: Rect(origin: .zero, size: size))
    if isTooSmall {
      tooSmallView.minimumSize = minimumSize
      tooSmallView.frame = Rect(origin: .zero, size: size)
      tooSmallView.drawHierarchy(in: context)
    } else {
      layOutScreen(size: size)
      window.drawHierarchy(in: context)
    }
    terminal.present(frame.canvas)
    isRenderScheduled = false
    updateAnimationTicker()
  }

  /// Does everything a frame does but draw: the property updates that are due, layout, the
  /// focus check and the animation ticker.
  ///
  /// Drawing reads the screen's state and changes none of it, so a frame that nobody will see
  /// can skip it and leave the screen in the same state (see `handle(_:)` for several events).
  func updateScreenWithoutDrawing() {
    if !isTooSmall { layOutScreen(size: terminal.size) }
    updateAnimationTicker()
  }

  /// Runs the property updates that are due and lays the window out at `size`.
  private func layOutScreen(size: Size) {
    window.frame = Rect(origin: .zero, size: size)
    // Properties first, then layout, as UIKit does; either can make work for the other.
    for _ in 0..<Self.maximumLayoutPasses {
      let didUpdateProperties = window.updatePropertiesInSubtree()
      guard didUpdateProperties || window.subtreeNeedsLayout else { break }
      window.layoutIfNeeded()
    }
    window.validateFirstResponder()
  }

  /// Asks for one frame on the main actor soon; further requests before it are merged into it.
  ///
  /// The frame first lets the event loop handle the events already queued — each yield lets it
  /// take one more — so that a burst of events is drawn once, when it is over.
  private func setNeedsRender() {
    guard isRunning, !isRenderScheduled else { return }
    isRenderScheduled = true
    Task { [weak self] in
      var routedBefore = self?.routedEventCount
      var quietYields = 0
      for _ in 0..<Self.maximumEventsPerFrame where quietYields < Self.quietYieldsBeforeFrame {
        await Task.yield()
        guard let self else { return }
        quietYields = routedEventCount == routedBefore ? quietYields + 1 : 0
        routedBefore = routedEventCount
      }
      guard let self, isRenderScheduled, isRunning else { return }
      render()
    }
  }
}
