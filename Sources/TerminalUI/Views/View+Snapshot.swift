extension View {
  /// Lays the view out at `size` on its own, outside any window, and draws it.
  ///
  /// What a test compares, as `UIGraphicsImageRenderer` draws a `UIView` into an image. The
  /// view keeps the frame it was given.
  public func snapshot(size: Size) -> Canvas {
    frame = Rect(origin: .zero, size: size)
    layoutIfNeeded()
    let buffer = FrameBuffer(size: size)
    drawHierarchy(
      in: DrawingContext(frame: buffer, origin: .zero, size: size, clip: buffer.canvas.bounds))
    return buffer.canvas
  }
}
