/// A view whose subviews all fill it: what navigation and presentation put screens in.
@MainActor
class ContainerView: View {
  /// Lays out the new subview to fill the container.
  override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    setNeedsLayout()
  }

  /// Gives every subview the container's whole bounds.
  override func layoutSubviews() {
    for subview in subviews {
      subview.frame = bounds
    }
  }
}
