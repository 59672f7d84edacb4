/// Manages one screen, or one part of a screen: its view, its lifecycle and its keys, like
/// `UIViewController`.
///
/// The view is created on first use by ``loadView()``, then ``viewDidLoad()`` runs once. The
/// appearance methods run each time the view enters or leaves the window — when the application
/// starts, when a ``NavigationController`` pushes or pops, when a container adds a child's view
/// to a view on screen, when a view controller is presented or dismissed. A view controller
/// follows its view in the responder chain, so ``keyPressed(_:)`` sees the keys its views leave.
/// Containment is in `ViewController+Containment.swift`, presentation in
/// `ViewController+Presentation.swift`, binding to observable state in
/// `ViewController+PropertyUpdates.swift`.
@MainActor
open class ViewController: Responder {
  /// Where the view stands between entering and leaving the window.
  enum AppearanceState {
    /// Not in the window, and not on its way in.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// In the window.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
  }

  /// A short name for the screen, for containers and titles to show.
  open var title: String?

  /// The view controller that contains this one, if any.
  public internal(set) weak var parent: ViewController?
  /// The view controllers this one contains, in the order they were added.
  public internal(set) var children: [ViewController] = []

  /// The view controller this one presents, if any.
  public internal(set) var presentedViewController: ViewController?
  /// The view controller that presented this one, if any.
  public internal(set) weak var presentingViewController: ViewController?

  private var loadedView: View?
  private var isLoadingView = false
  private(set) var appearanceState = AppearanceState.disappeared
  /// Where ``updateProperties()`` stands: due, queued, or done for what it read.
  var propertyUpdateState = PropertyUpdateState()

  /// Creates a view controller; its view is not loaded until first used.
  public override init() {
    super.init()
  }

  // MARK: - The view

  /// The root view of the controller's hierarchy, loaded on first use.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set {
      loadedView?.viewController = nil
      newValue.viewController = self
      loadedView = newValue
    }
  }

  /// The view if it has been loaded, without loading it.
  public var viewIfLoaded: View? {
    loadedView
  }

  /// True once the view has been loaded.
  public var isViewLoaded: Bool {
    loadedView != nil
  }

  /// Loads the view now if it has not been loaded yet, then calls ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    guard !isLoadingView else {
      // `loadView()` read `view` before assigning one: give it a plain view to work with.
      view = View()
      return
    }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil { view = View() }
    viewDidLoad()
  }

  /// Creates the view; override to assign your own to ``view`` without calling `super`.
  ///
  /// The default creates a plain ``View``.
  open func loadView() {
    view = View()
  }

  // MARK: - Lifecycle

  /// Called once, after the view has been loaded: the place to add subviews and set up.
  open func viewDidLoad() {}

  /// Called before the view enters the window.
  open func viewWillAppear() {}

  /// Called after the view entered the window.
  open func viewDidAppear() {}

  /// Called before the view leaves the window.
  open func viewWillDisappear() {}

  /// Called after the view left the window.
  open func viewDidDisappear() {}

  /// Sets the views from observable state: the place to bind them to a view model.
  ///
  /// Runs once before the view is first laid out in a window, then again on the main actor
  /// whenever an `@Observable` property read here changes — once for several changes made in
  /// one turn — whether the view is on screen or not. What it reads is tracked afresh on each
  /// run; the tracking never keeps the controller alive. See
  /// `ViewController+PropertyUpdates.swift`.
  open func updateProperties() {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews: the place to set frames by hand.
  open func viewDidLayoutSubviews() {}

  // MARK: - Responder chain

  /// The superview of the view; `nil` for a presented view controller, which is modal.
  open override var next: Responder? {
    guard let loadedView, loadedView.window?.isPresenting(self) != true else { return nil }
    return loadedView.superview
  }

  /// True when a presentation hides what is behind it; alerts draw over the screen instead.
  var coversPresentingView: Bool {
    true
  }

  // MARK: - Appearance, driven by the window

  func beginAppearing() {
    guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
    appearanceState = .appearing
    viewWillAppear()
  }

  func finishAppearing() {
    guard appearanceState == .appearing else { return }
    appearanceState = .appeared
    viewDidAppear()
    showPendingPresentation()
  }

  func beginDisappearing() {
    guard appearanceState == .appeared || appearanceState == .appearing else { return }
    appearanceState = .disappearing
    viewWillDisappear()
  }

  func finishDisappearing() {
    guard appearanceState == .disappearing else { return }
    appearanceState = .disappeared
    viewDidDisappear()
  }

  // MARK: - Containment callbacks

  /// Called before the controller is added to or removed from a container.
  ///
  /// ``addChild(_:)`` calls it with the new parent; before ``removeFromParent()`` the container
  /// calls it with `nil`.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after the controller was added to or removed from a container.
  ///
  /// The container calls it with itself once the child's view is in place;
  /// ``removeFromParent()`` calls it with `nil`.
  open func didMove(toParent parent: ViewController?) {}
}
