/// A view that lines up its arranged subviews in a column or a row, like `UIStackView`.
///
/// Layout along the axis, in order:
/// 1. Hidden views take no space (and no spacing).
/// 2. Each view that is not ``View/isFlexible`` gets what its ``View/sizeThatFits(_:)`` asks for
///    along the axis, as far as space remains.
/// 3. Flexible views share what is left equally; the first ones get the leftover cells.
/// Across the axis every view gets the stack's full width (or height). There is nothing more to
/// it — no constraints, no priorities — so a layout can be read straight from the code.
@MainActor
open class StackView: View {
  /// The direction views are lined up in.
  public enum Axis: Hashable, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
  }

  /// The direction views are lined up in.
  public var axis: Axis {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The empty rows (or columns) between neighbouring visible views.
  public var spacing: Int {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The views lined up, in order.
  public private(set) var arrangedSubviews: [View] = []

  /// Creates an empty stack.
  public init(axis: Axis = .vertical, spacing: Int = 0) {
    self.axis = axis
    self.spacing = spacing
    super.init()
  }

  /// Creates a stack of `arrangedSubviews`.
  public convenience init(axis: Axis = .vertical, spacing: Int = 0, arrangedSubviews: [View]) {
    self.init(axis: axis, spacing: spacing)
    for view in arrangedSubviews { addArrangedSubview(view) }
  }

  /// Adds `view` as a subview at the end of the line.
  public func addArrangedSubview(_ view: View) {
    addSubview(view)
    arrangedSubviews.append(view)
    invalidateIntrinsicContentSize()
  }

  /// Stops lining up a subview that is being removed.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
    invalidateIntrinsicContentSize()
  }

  /// The sum of the visible views' sizes along the axis, and the largest across it.
  open override func sizeThatFits(_ size: Size) -> Size {
    var along = 0
    var across = 0
    for view in visibleArrangedSubviews {
      let fitting = view.sizeThatFits(size)
      along += length(of: fitting)
      across = max(across, axis == .vertical ? fitting.width : fitting.height)
    }
    along += spacing * max(0, visibleArrangedSubviews.count - 1)
    return axis == .vertical
      ? Size(width: min(across, size.width), height: min(along, size.height))
      : Size(width: min(along, size.width), height: min(across, size.height))
  }

  /// Gives each visible arranged view its frame, as described above.
  open override func layoutSubviews() {
    let views = visibleArrangedSubviews
    let total = length(of: bounds.size)
    var lengths = Array(repeating: 0, count: views.count)
    var remaining = max(0, total - spacing * max(0, views.count - 1))
    for (index, view) in views.enumerated() where !view.isFlexible {
      let available =
        axis == .vertical
        ? Size(width: bounds.width, height: remaining)
        : Size(width: remaining, height: bounds.height)
      lengths[index] = min(remaining, max(0, length(of: view.sizeThatFits(available))))
      remaining -= lengths[index]
    }
    let flexible = views.indices.filter { views[$0].isFlexible }
    for (order, index) in flexible.enumerated() {
      lengths[index] = remaining / flexible.count + (order < remaining % flexible.count ? 1 : 0)
    }
    var position = 0
    for (index, view) in views.enumerated() {
      view.frame =
        axis == .vertical
        ? Rect(x: 0, y: position, width: bounds.width, height: lengths[index])
        : Rect(x: position, y: 0, width: lengths[index], height: bounds.height)
      position += lengths[index] + spacing
    }
  }

  private var visibleArrangedSubviews: [View] {
    arrangedSubviews.filter { !$0.isHidden }
  }

  private func length(of size: Size) -> Int {
    axis == .vertical ? size.height : size.width
  }
}
