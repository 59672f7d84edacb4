/// A modal message with buttons, like `UIAlertController`.
///
/// ```swift
/// let alert = AlertController(title: "No results", message: "Nothing matches “swift”.")
/// alert.addAction(AlertAction(title: "OK"))
/// present(alert)
/// ```
///
/// The alert draws as a centered box over the screen and, while it is up, gets every key but
/// Ctrl-C. Enter runs the highlighted action — the ``preferredAction``, else the first that is
/// not a cancel — and Left/Right or Tab move the highlight. Escape runs the cancel action, or
/// just dismisses. The alert is dismissed before the action's handler runs, and the view that
/// had the focus before gets it back. An alert without actions gets an "OK" one.
@MainActor
public final class AlertController: ViewController {
  /// The text under the title, wrapped to the box.
  public let message: String?
  /// The buttons, in the order they were added.
  public private(set) var actions: [AlertAction] = []
  /// The action Enter runs when the highlight has not been moved.
  public var preferredAction: AlertAction? {
    didSet { highlightedIndex = defaultHighlightIndex }
  }

  /// The alert's title, drawn in bold at the top of the box.
  public override var title: String? {
    didSet { updateAlertView() }
  }

  private var highlightedIndex = 0 {
    didSet { updateAlertView() }
  }

  /// Creates an alert with a title and a message.
  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
  }

  /// Adds a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
    highlightedIndex = defaultHighlightIndex
  }

  /// A transparent full-window view that draws the box in the middle.
  public override func loadView() {
    view = AlertView()
    updateAlertView()
  }

  /// Handles Enter, Escape and the highlight keys, and keeps every other key from the screen
  /// underneath.
  public override func keyPressed(_ event: KeyEvent) -> Bool {
    let shownActions = self.shownActions
    switch event.key {
    case .enter:
      run(shownActions[min(highlightedIndex, shownActions.count - 1)])
    case .escape:
      if let cancel = shownActions.first(where: { $0.style == .cancel }) {
        run(cancel)
      } else {
        dismiss()
      }
    case .left, .up, .backTab:
      highlightedIndex = (highlightedIndex + shownActions.count - 1) % shownActions.count
    case .right, .down, .tab:
      highlightedIndex = (highlightedIndex + 1) % shownActions.count
    default:
      break
    }
    return true
  }

  /// An alert draws over the screen rather than hiding it.
  override var coversPresentingView: Bool {
    false
  }

  /// The actions as shown: the ones added, or a single "OK".
  private var shownActions: [AlertAction] {
    actions.isEmpty ? [AlertAction(title: "OK")] : actions
  }

  private var defaultHighlightIndex: Int {
    if let preferredAction, let index = actions.firstIndex(where: { $0 === preferredAction }) {
      return index
    }
    return actions.firstIndex { $0.style != .cancel } ?? 0
  }

  private func run(_ action: AlertAction) {
    dismiss()
    action.handler?(action)
  }

  private func updateAlertView() {
    guard let alertView = viewIfLoaded as? AlertView else { return }
    alertView.title = title ?? ""
    alertView.message = message ?? ""
    alertView.actionTitles = shownActions.map(\.title)
    alertView.highlightedIndex = highlightedIndex
  }
}
