/// How the application routes events.
///
/// Keys:
/// 1. Ctrl-C quits, always, whatever is on screen; Ctrl-Z suspends to the shell, as it does
///    for any terminal program (the screen comes back as it was with `fg`).
/// 2. Otherwise the key goes up the responder chain from the first responder: its superviews,
///    its view controller, the containers above (a ``NavigationController`` goes back on
///    Escape). While a view controller is presented — an alert — the chain ends at it, so the
///    screen behind never sees the key.
/// 3. What no responder handles moves the focus between the focusable views on screen, in view
///    order: Down and Tab to the next one, Up and Shift-Tab to the previous one (Tab and
///    Shift-Tab wrap around). So Up on a table's first row returns to the search bar above it.
/// 4. An unhandled Escape backs out one level: it moves the focus to the first focusable view;
///    if the focus is already there it dismisses the presented view controller, and with
///    nothing presented it quits. "Esc backs out one level, then quits."
///
/// Pastes go up the same chain to ``Responder/paste(_:)``, and typed text that arrived together
/// to ``Responder/insertText(_:)``: a text field inserts it at once, in time linear in its
/// length, and anywhere else its characters are pressed one by one. A resize lays the screen
/// out again.
///
/// While the terminal is below ``minimumSize`` and "Terminal too small" shows, keys (but Ctrl-C
/// and Ctrl-Z) and pastes are ignored: the person cannot see what they would act on.
extension Application {
  /// Routes one event, then renders a frame; tests call this directly.
  ///
  /// ``run()`` routes the same way but renders once the events that arrived together have all
  /// been handled, so that a burst of keys — a paste the terminal sent as keystrokes — costs
  /// one frame, not one per key.
  public func handle(_ event: TerminalEvent) {
    guard route(event) else { return }
    render()
  }

  /// Routes `events` in order, each followed by what its frame would do — property updates,
  /// layout, focus — but draws only one frame, after the last: for a test that presses a key
  /// many times or types a word and reads only the last frame.
  ///
  /// The screen goes through the same states as with ``handle(_:)`` for each event: rows that
  /// scroll through are reported as they come into view, and each event sees the focus its
  /// predecessor left. Only the drawing of the frames in between is saved.
  public func handle(_ events: some Sequence<TerminalEvent>) {
    var needsFrame = false
    for event in events {
      if needsFrame { updateScreenWithoutDrawing() }
      needsFrame = route(event) || needsFrame
    }
    if needsFrame { render() }
  }

  /// Routes one event without rendering; returns `false` when there is nothing to draw, because
  /// it quit the application or suspended it.
  func route(_ event: TerminalEvent) -> Bool {
    routedEventCount += 1
    switch event {
    case .key(let keyEvent) where keyEvent.key == .control("c"):
      // Nothing left to draw: the terminal is about to be given back.
      quit()
      return false
    case .key(let keyEvent) where keyEvent.key == .control("z"):
      // Returns at once, having only sent SIGTSTP; the process stops on the input reader's
      // thread, which takes the signal. No frame now: the terminal is going back to the shell.
      // On `fg` the handler reports a resize, which repaints the whole screen.
      terminal.suspend()
      return false
    case .key, .paste, .text:
      guard !isTooSmall else { return false }
      routeToResponders(event)
    case .resize:
      window.setNeedsLayout()
    }
    return true
  }

  /// True while the terminal is below ``minimumSize`` and the screen is hidden.
  var isTooSmall: Bool {
    let size = terminal.size
    return size.width < minimumSize.width || size.height < minimumSize.height
  }

  private func routeToResponders(_ event: TerminalEvent) {
    switch event {
    case .key(let keyEvent):
      window.validateFirstResponder()
      window.confirmFirstResponder()
      if !sendUpResponderChain({ $0.keyPressed(keyEvent) }) { handleUnhandledKey(keyEvent) }
    case .paste(let text):
      window.validateFirstResponder()
      window.confirmFirstResponder()
      _ = sendUpResponderChain { $0.paste(text) }
    case .text(let text):
      window.validateFirstResponder()
      window.confirmFirstResponder()
      guard !sendUpResponderChain({ $0.insertText(text) }) else { return }
      for character in text {
        routeToResponders(.press(.character(character)))
      }
    case .resize:
      break
    }
  }

  /// Offers an event to each responder from the first one up; returns whether one took it.
  private func sendUpResponderChain(_ offer: (Responder) -> Bool) -> Bool {
    var responder: Responder? = window.keyResponder
    while let current = responder {
      if offer(current) { return true }
      responder = current.next
    }
    return false
  }

  private func handleUnhandledKey(_ event: KeyEvent) {
    guard event.modifiers.isEmpty else { return }
    switch event.key {
    case .down: moveFocus(forward: true, wrapping: false)
    case .tab: moveFocus(forward: true, wrapping: true)
    case .up: moveFocus(forward: false, wrapping: false)
    case .backTab: moveFocus(forward: false, wrapping: true)
    case .escape: backOut()
    default: break
    }
  }

  private func moveFocus(forward: Bool, wrapping: Bool) {
    let views = window.focusableViews()
    guard !views.isEmpty else { return }
    guard let current = window.firstResponder,
      let index = views.firstIndex(where: { $0 === current })
    else {
      views[forward ? 0 : views.count - 1].becomeFirstResponder()
      return
    }
    var next = index + (forward ? 1 : -1)
    if wrapping { next = (next + views.count) % views.count }
    guard views.indices.contains(next) else { return }
    views[next].becomeFirstResponder()
  }

  private func backOut() {
    if let first = window.focusableViews().first, window.firstResponder !== first {
      first.becomeFirstResponder()
    } else if let presented = window.topPresentedViewController {
      presented.dismiss()
    } else {
      quit()
    }
  }
}
