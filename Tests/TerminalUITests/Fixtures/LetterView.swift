import TerminalUI

/// A view that fills itself with one letter and counts its layouts.
@MainActor
final class LetterView: View {
  let letter: String
  private(set) var layoutCount = 0

  init(_ letter: String) {
    self.letter = letter
    super.init()
  }

  override func layoutSubviews() {
    layoutCount += 1
  }

  override func draw(in context: DrawingContext) {
    for y in 0..<bounds.height {
      context.draw(String(repeating: letter, count: bounds.width), at: Point(x: 0, y: y))
    }
  }
}
