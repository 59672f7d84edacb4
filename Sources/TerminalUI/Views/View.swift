/// A rectangle of the screen that draws itself and holds subviews, like `UIView`.
///
/// Frames are in the superview's coordinates, in columns and rows. A plain view lays out
/// nothing: its subviews keep the frames you give them. Subclasses override
/// ``layoutSubviews()`` to place subviews and ``draw(in:)`` to draw. Changing what a view shows
/// calls ``setNeedsDisplay()``, which asks the application for one coalesced frame.
@MainActor
open class View: Responder {
  /// The view's rectangle in its superview's coordinates.
  public var frame: Rect = .zero {
    didSet {
      guard frame != oldValue else { return }
      if frame.size != oldValue.size { setNeedsLayout() }
      setNeedsDisplay()
    }
  }

  /// The view that contains this one, if any.
  public private(set) weak var superview: View?
  /// The views this one contains, back to front: later ones draw over earlier ones.
  public private(set) var subviews: [View] = []

  /// Hides the view and its subviews; hidden views take no space in a ``StackView``.
  public var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      superview?.invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }

  /// Lets a ``StackView`` stretch the view to share the space left by its other views.
  public var isFlexible = false {
    didSet {
      guard isFlexible != oldValue else { return }
      superview?.invalidateIntrinsicContentSize()
    }
  }

  /// The style the whole view is filled with before it draws, or `nil` to draw over what is
  /// behind it.
  public var backgroundStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The view controller whose root view this is; it follows the view in the responder chain.
  weak var viewController: ViewController?

  private(set) var needsLayout = true

  /// Creates a view with a zero frame.
  public override init() {
    super.init()
  }

  /// The view's own rectangle: origin zero, the frame's size.
  public var bounds: Rect {
    Rect(origin: .zero, size: frame.size)
  }

  /// The view controller for a root view, otherwise the superview.
  open override var next: Responder? {
    viewController ?? superview
  }

  // MARK: - Hierarchy

  /// Adds `view` in front of the other subviews, first removing it from its old superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    let window = self.window
    window?.beginAppearance(of: view, appearing: true)
    subviews.append(view)
    view.superview = self
    didAddSubview(view)
    setNeedsDisplay()
    window?.endAppearance(of: view, appearing: true)
  }

  /// Removes the view from its superview; does nothing when it has none.
  public func removeFromSuperview() {
    guard let superview else { return }
    let window = self.window
    window?.beginAppearance(of: self, appearing: false)
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
    window?.endAppearance(of: self, appearing: false)
  }

  /// Called after `subview` was added; override to track it or to ask for a new layout.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed; override to stop tracking it.
  open func willRemoveSubview(_ subview: View) {}

  /// True when the view is `view` or lies somewhere inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The window at the root of the view's hierarchy, or `nil` when the view is not on screen.
  var window: Window? {
    var root = self
    while let superview = root.superview { root = superview }
    return root as? Window
  }

  // MARK: - Layout

  /// The size the view would like within `size`: for most views, the rows it needs at that width.
  ///
  /// A ``StackView`` gives each arranged view this size along its axis, unless the view
  /// ``isFlexible``. A plain view wants no space of its own.
  open func sizeThatFits(_ size: Size) -> Size {
    .zero
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

  /// Places the subviews inside ``bounds``; the default does nothing.
  open func layoutSubviews() {}

  // MARK: - Drawing

  /// Draws the view's own content; subviews draw afterwards, over it.
  ///
  /// The context's coordinates are the view's own, clipped to its frame. The default draws
  /// nothing; ``backgroundStyle`` is filled before this is called.
  open func draw(in context: DrawingContext) {}

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

  // MARK: - First responder

  /// True when the view takes the keyboard focus; the default is `false`.
  open var canBecomeFirstResponder: Bool {
    false
  }

  /// True when the view has the keyboard focus and receives keys first.
  public var isFirstResponder: Bool {
    window?.firstResponder === self
  }

  /// Takes the keyboard focus; returns `false` when the view cannot have it now.
  ///
  /// Only a visible view in the window that ``canBecomeFirstResponder`` can, and while a view
  /// controller is presented, only a view inside it.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window, window.canFocus(self) else { return false }
    window.focus(self)
    return true
  }

  /// Gives up the keyboard focus.
  ///
  /// The window then focuses the view that had the focus before, or the first focusable one:
  /// a screen with focusable views always has a first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    window?.unfocus(self)
    return true
  }
}
