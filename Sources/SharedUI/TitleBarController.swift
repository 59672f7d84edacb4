import TerminalUI

/// Draws the title line — `SideBySide · MVP · offline catalog` — above whatever root view
/// controller an architecture builds (S1).
///
/// ``Architecture/makeRootViewController(_:)`` wraps every architecture's root in one, so the
/// title is drawn once, here, and no architecture threads it through its screens. It is a
/// plain container: the root is its only child and fills every row under the title.
@MainActor
public final class TitleBarController: ViewController {
  /// The view controller shown under the title: the architecture's root.
  public let contentViewController: ViewController
  /// A few words after the title, such as "results may be incomplete"; `nil` for none.
  public var notice: String? {
    didSet { titleLabel.text = notice.map { "\(baseTitle) · \($0)" } ?? baseTitle }
  }
  private let baseTitle: String
  private let titleLabel: Label

  /// Creates a title bar showing `title` above `contentViewController`.
  public init(title: String, contentViewController: ViewController) {
    baseTitle = title
    titleLabel = Label(text: title, style: Style(isBold: true))
    self.contentViewController = contentViewController
    super.init()
  }

  /// A column: the title line, then the content, which takes every remaining row.
  public override func loadView() {
    view = StackView(axis: .vertical, arrangedSubviews: [titleLabel])
  }

  /// Adds the content as a child, with UIKit's containment calls.
  public override func viewDidLoad() {
    super.viewDidLoad()
    guard let stack = view as? StackView else { return }
    addChild(contentViewController)
    let contentView = contentViewController.view
    contentView.isFlexible = true
    stack.addArrangedSubview(contentView)
    contentViewController.didMove(toParent: self)
  }
}
