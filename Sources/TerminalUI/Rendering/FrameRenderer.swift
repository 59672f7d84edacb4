/// Turns canvases into the bytes that bring the terminal from the last frame to the next one.
///
/// The first frame, and any frame of a new size, repaints everything; after that only the
/// cells that changed are sent, as runs that each start with one cursor move. An unchanged
/// frame produces no bytes at all. Output is wrapped in a synchronized update so the terminal
/// never shows half a frame, and ends with the style reset.
public struct FrameRenderer: Sendable {
  private let styleEncoder: StyleEncoder
  private var previous: Canvas?

  /// Creates a renderer whose first frame will be a full repaint.
  public init(colorsEnabled: Bool) {
    styleEncoder = StyleEncoder(colorsEnabled: colorsEnabled)
  }

  /// False under `NO_COLOR`: colors are dropped, bold, dim, underline and inverse kept.
  public var colorsEnabled: Bool {
    styleEncoder.colorsEnabled
  }

  /// Makes the next frame a full repaint, for when the screen may no longer match the last
  /// frame (after the terminal was resized, or something else wrote to it).
  public mutating func invalidate() {
    previous = nil
  }

  /// The bytes that show `canvas`: empty when it is the same as the last frame.
  public mutating func render(_ canvas: Canvas) -> [UInt8] {
    var writer = FrameWriter(styleEncoder: styleEncoder)
    let base: Canvas
    if let previous, previous.size == canvas.size {
      guard previous != canvas else { return [] }
      base = previous
    } else {
      // A cleared screen is a blank canvas: diffing against one sends only what is not blank.
      writer.clearScreen()
      base = Canvas(size: canvas.size)
    }
    for y in 0..<canvas.size.height {
      writer.writeChanges(inRow: y, of: canvas, comparedWith: base)
    }
    previous = canvas
    // Canvases may differ only in how they number clusters: then nothing needs to be sent.
    return writer.hasChanges ? writer.finish() : []
  }
}
