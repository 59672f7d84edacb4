/// The root of the view hierarchy: the whole terminal, like `UIWindow`.
///
/// It holds the root view controller's view and, in front of it, the views of presented view
/// controllers. It owns the focus (see `Window+Focus.swift`), tells view controllers when
/// their views appear and disappear, and asks the application for frames.
@MainActor
final class Window: ContainerView {
  /// A view in the focus memory, which must not keep it alive.
  struct RememberedView {
    /// The view, or `nil` once it has been released.
    weak var view: View?
  }

  /// A presented view controller and the full-window container its view sits in.
  private struct Presentation {
    let viewController: ViewController
    let container: ContainerView
  }

  /// The view controller whose view fills the window.
  let rootViewController: ViewController
  /// Called whenever something on screen changed and a frame should be rendered.
  var renderRequestHandler: (() -> Void)?

  /// The view that receives keys first, or `nil` when nothing on screen can take the focus.
  ///
  /// The view that loses the focus, however it loses it, hears of it through
  /// ``View/didResignFirstResponder()``; the view that takes it, through
  /// ``View/didBecomeFirstResponder()``.
  weak var firstResponder: View? {
    didSet {
      guard oldValue !== firstResponder else { return }
      oldValue?.didResignFirstResponder()
      firstResponder?.didBecomeFirstResponder()
    }
  }
  /// The views that had the focus, most recent last (see `Window+Focus.swift`).
  var focusHistory: [RememberedView] = []
  /// True when the first responder is a stand-in the window chose, not yet used.
  var isFocusProvisional = false
  /// True while the window picks a stand-in first responder.
  var isChoosingStandIn = false
  private var presentations: [Presentation] = []
  private var deferredAppearanceCalls: [() -> Void]?

  /// Creates a window showing `rootViewController`'s view.
  init(rootViewController: ViewController) {
    self.rootViewController = rootViewController
    super.init()
    window = self
    addSubview(rootViewController.view)
  }

  /// Asks for a frame.
  func setNeedsRender() {
    renderRequestHandler?()
  }

  // MARK: - Presentation

  /// The view controller presented last, which gets every key while it is up.
  var topPresentedViewController: ViewController? {
    presentations.last?.viewController
  }

  /// The part of the window that keys and focus are confined to: the top presentation, if any.
  var focusScope: View {
    presentations.last?.container ?? self
  }

  /// True when `viewController`'s view is shown as a presentation in this window.
  func isPresenting(_ viewController: ViewController) -> Bool {
    presentations.contains { $0.viewController === viewController }
  }

  /// Shows `viewController`'s view over everything else.
  func present(_ viewController: ViewController) {
    guard !isPresenting(viewController) else { return }
    let container = ContainerView()
    container.backgroundStyle = viewController.coversPresentingView ? .plain : nil
    container.addSubview(viewController.view)
    presentations.append(Presentation(viewController: viewController, container: container))
    addSubview(container)
  }

  /// Removes `viewController`'s presentation and every presentation in front of it.
  func dismiss(_ viewController: ViewController) {
    guard let index = presentations.firstIndex(where: { $0.viewController === viewController })
    else { return }
    for presentation in presentations[index...].reversed() {
      presentations.removeLast()
      presentation.container.removeFromSuperview()
      presentation.viewController.view.removeFromSuperview()
    }
  }

  // MARK: - Appearance

  /// Calls `viewWillAppear` or `viewWillDisappear` on the view controllers inside `view`.
  func beginAppearance(of view: View, appearing: Bool) {
    for viewController in viewControllers(in: view) {
      if appearing {
        viewController.beginAppearing()
      } else {
        viewController.beginDisappearing()
      }
    }
  }

  /// Calls `viewDidAppear` or `viewDidDisappear` on the view controllers inside `view`.
  ///
  /// Inside ``performAppearanceTransition(_:)`` the calls wait until the transition ends.
  func endAppearance(of view: View, appearing: Bool) {
    let viewControllers = viewControllers(in: view)
    let finish = {
      for viewController in viewControllers {
        if appearing {
          viewController.finishAppearing()
        } else {
          viewController.finishDisappearing()
        }
      }
    }
    if deferredAppearanceCalls != nil {
      deferredAppearanceCalls?.append(finish)
    } else {
      finish()
      validateFirstResponder()
    }
  }

  /// Runs `changes`, then the `viewDid…` calls they caused: UIKit's order for a transition.
  ///
  /// Swapping screens inside gives: old `viewWillDisappear`, new `viewWillAppear`, old
  /// `viewDidDisappear`, new `viewDidAppear`.
  func performAppearanceTransition(_ changes: () -> Void) {
    guard deferredAppearanceCalls == nil else {
      changes()
      return
    }
    deferredAppearanceCalls = []
    changes()
    let calls = deferredAppearanceCalls ?? []
    deferredAppearanceCalls = nil
    for call in calls { call() }
    validateFirstResponder()
  }

  /// Every view controller whose root view is `view` or inside it, parents first.
  private func viewControllers(in view: View) -> [ViewController] {
    view.subtree(skippingHidden: false).compactMap(\.viewController)
  }
}
