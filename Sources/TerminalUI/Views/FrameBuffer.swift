/// The canvas of one frame, shared by every ``DrawingContext`` that draws into it.
@MainActor
final class FrameBuffer {
  /// The frame composed so far.
  var canvas: Canvas

  /// Creates a blank frame of `size`.
  init(size: Size) {
    canvas = Canvas(size: size)
  }
}
