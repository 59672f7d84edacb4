/// A rectangle of the screen that draws itself and holds subviews, like `UIView`.
///
/// Frames are in the superview's coordinates, in columns and rows. A plain view lays out
/// nothing: its subviews keep the frames you give them. Subclasses override
/// ``layoutSubviews()`` to place subviews and ``draw(in:)`` to draw. Changing what a view shows
/// calls ``setNeedsDisplay()``, which asks the application for one coalesced frame. The
/// hierarchy is managed in `View+Hierarchy.swift`, layout and drawing in `View+Display.swift`.
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
  public internal(set) weak var superview: View?
  /// The views this one contains, back to front: later ones draw over earlier ones.
  public internal(set) var subviews: [View] = []

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

  /// The window at the root of the view's hierarchy, or `nil` when the view is not on screen.
  ///
  /// Kept up to date as views are added and removed, as UIKit's is: every frame and every focus
  /// check asks for it, and walking up through the superviews each time cost more than the
  /// bookkeeping.
  weak var window: Window?

  /// True until ``layoutSubviews()`` has run for the current size and content.
  var needsLayout = true
  /// Where ``updateProperties()`` stands: due, queued, or done for what it read.
  var propertyUpdateState = PropertyUpdateState()

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

  // MARK: - Overridable hooks

  /// Called after `subview` was added; override to track it or to ask for a new layout.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed; override to stop tracking it.
  open func willRemoveSubview(_ subview: View) {}

  /// The size the view would like within `size`: for most views, the rows it needs at that width.
  ///
  /// A ``StackView`` gives each arranged view this size along its axis, unless the view
  /// ``isFlexible``. A plain view wants no space of its own.
  open func sizeThatFits(_ size: Size) -> Size {
    .zero
  }

  /// Sets the view's properties from observable state; the default does nothing.
  ///
  /// Runs once before the view is first laid out in a window, then again on the main actor
  /// whenever an `@Observable` property it read changes — once for several changes made in
  /// one turn. See ``setNeedsUpdateProperties()``.
  open func updateProperties() {}

  /// Places the subviews inside ``bounds``; the default does nothing.
  open func layoutSubviews() {}

  /// Draws the view's own content; subviews draw afterwards, over it.
  ///
  /// The context's coordinates are the view's own, clipped to its frame. The default draws
  /// nothing; ``backgroundStyle`` is filled before this is called.
  open func draw(in context: DrawingContext) {}

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

  /// Called after the view lost the keyboard focus, however it lost it.
  ///
  /// Another view took it, an alert came up, or the view left the screen. The default does
  /// nothing.
  open func didResignFirstResponder() {}

  /// Called after the view took the keyboard focus, however it took it.
  ///
  /// It asked for it, the person moved to it, or it came back to the screen that has it. The
  /// default does nothing.
  open func didBecomeFirstResponder() {}
}
