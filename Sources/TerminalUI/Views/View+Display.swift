/// Asking for property updates, layout and frames, and the pass that lays out and draws a
/// hierarchy.
///
/// Changes are not laid out or drawn as they happen: ``setNeedsLayout()`` and
/// ``setNeedsDisplay()`` mark the view and ask the application for a frame, and the application
/// updates properties, lays out, then draws the whole window before presenting it.
/// ``layoutIfNeeded()`` lays out at once, for code that needs the frames now.
extension View {
  /// Asks for ``updateProperties()`` to run again soon, in one main-actor job, even though
  /// nothing it read has changed; several requests before it run it once.
  public func setNeedsUpdateProperties() {
    scheduleUpdate()
  }

  /// Runs ``updateProperties()`` now if a run is due, and tracks what it reads.
  public func updatePropertiesIfNeeded() {
    runUpdateIfNeeded()
  }

  /// Marks the view as needing ``layoutSubviews()`` before the next frame.
  public func setNeedsLayout() {
    needsLayout = true
    window?.setNeedsRender()
  }

  /// Tells the containers above that the view's ``sizeThatFits(_:)`` answer has changed.
  public func invalidateIntrinsicContentSize() {
    var current: View? = self
    while let view = current {
      view.needsLayout = true
      current = view.superview
    }
    window?.setNeedsRender()
  }

  /// Lays out the view now if it needs it, then its visible subviews.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      viewController?.viewWillLayoutSubviews()
      layoutSubviews()
      viewController?.viewDidLayoutSubviews()
    }
    for subview in subviews where !subview.isHidden {
      subview.layoutIfNeeded()
    }
  }

  /// True when the view or a visible subview still needs ``layoutSubviews()``.
  var subtreeNeedsLayout: Bool {
    needsLayout || subviews.contains { !$0.isHidden && $0.subtreeNeedsLayout }
  }

  /// Asks for a new frame that shows the view's current state.
  public func setNeedsDisplay() {
    window?.setNeedsRender()
  }

  /// Draws the view, then its visible subviews, into `context`.
  func drawHierarchy(in context: DrawingContext) {
    guard !isHidden, !context.isClippedAway else { return }
    if let backgroundStyle { context.fill(style: backgroundStyle) }
    draw(in: context)
    for subview in subviews {
      subview.drawHierarchy(in: context.context(for: subview.frame))
    }
  }
}
