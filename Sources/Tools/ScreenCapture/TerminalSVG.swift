import Comparison
import TerminalUI

/// Terminal frames as SVG: a monospaced grid on a dark background, each cell's character in its
/// style (colors, bold, dim, underline, inverse), a two-column character across two cells.
///
/// Each run of text is stretched to its cells (`textLength`), so the grid holds whatever
/// monospaced font the reader's browser picks.
package enum TerminalSVG {
  /// A cell's width and height, in pixels.
  static let cellWidth = 10
  static let cellHeight = 20
  /// The margin around the grid.
  static let padding = 12

  /// One frame as a still picture described by `title`.
  package static func picture(of canvas: Canvas, title: String) -> String {
    document(size: canvas.size, title: title, body: cells(of: canvas))
  }

  /// Frames shown one after the other, each for its duration, over and over (SMIL, no script).
  package static func animation(
    of frames: [(canvas: Canvas, duration: Duration)], title: String
  ) -> String {
    guard let size = frames.first?.canvas.size else {
      return picture(of: Canvas(size: .zero), title: title)
    }
    let milliseconds = frames.map { Int($0.duration / .milliseconds(1)) }
    let total = milliseconds.reduce(0, +)
    var body: [String] = []
    var start = 0
    for (index, frame) in frames.enumerated() {
      let end = start + milliseconds[index]
      let begin = Double(start) / Double(total)
      let finish = Double(end) / Double(total)
      let (values, keyTimes): (String, String)
      switch (start, end) {
      case (0, total): (values, keyTimes) = ("visible", "0")
      case (0, _): (values, keyTimes) = ("visible;hidden", "0;\(decimal(finish))")
      case (_, total): (values, keyTimes) = ("hidden;visible", "0;\(decimal(begin))")
      default:
        (values, keyTimes) = ("hidden;visible;hidden", "0;\(decimal(begin));\(decimal(finish))")
      }
      body.append("<g visibility=\"\(index == 0 ? "visible" : "hidden")\">")
      body.append(
        "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" "
          + "dur=\"\(decimal(Double(total) / 1000))s\" calcMode=\"discrete\" "
          + "repeatCount=\"indefinite\"/>")
      body += cells(of: frame.canvas)
      body.append("</g>")
      start = end
    }
    return document(size: size, title: title, body: body)
  }

  private static func document(size: Size, title: String, body: [String]) -> String {
    let width = size.width * cellWidth + 2 * padding
    let height = size.height * cellHeight + 2 * padding
    let font =
      "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', "
      + "'Noto Sans Mono CJK JP', monospace"
    let opening = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escaped(title))\">",
      "<title>\(escaped(title))</title>",
      "<style>text{font-family:\(font);font-size:16px;white-space:pre}"
        + ".b{font-weight:bold}.d{opacity:0.6}.u{text-decoration:underline}</style>",
      "<rect width=\"\(width)\" height=\"\(height)\" rx=\"6\" "
        + "fill=\"\(TerminalPalette.background)\"/>",
      "<g transform=\"translate(\(padding) \(padding))\" fill=\"\(TerminalPalette.foreground)\">",
    ]
    return (opening + body + ["</g>", "</svg>"]).joined(separator: "\n") + "\n"
  }

  /// The backgrounds, then the text, of every row.
  static func cells(of canvas: Canvas) -> [String] {
    var elements: [String] = []
    for y in 0..<canvas.size.height {
      let row = (0..<canvas.size.width).map { TerminalPalette.Look(canvas[$0, y]) }
      var x = 0
      while x < row.count {
        let background = row[x].background
        var end = x + 1
        while end < row.count && row[end].background == background { end += 1 }
        if let background {
          elements.append(
            "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\" "
              + "height=\"\(cellHeight)\" fill=\"\(background)\"/>")
        }
        x = end
      }
      elements += texts(in: canvas, row: y, looks: row)
    }
    return elements
  }

  /// Runs of characters in one look; a two-column character is a run of its own.
  private static func texts(in canvas: Canvas, row y: Int, looks: [TerminalPalette.Look])
    -> [String]
  {
    var elements: [String] = []
    var x = 0
    while x < looks.count {
      let cell = canvas[x, y]
      guard !cell.isContinuation, cell.character != " " || looks[x].isUnderlined else {
        x += 1
        continue
      }
      var end = x + 1
      var text = String(cell.character)
      let isWide = end < looks.count && canvas[end, y].isContinuation
      if isWide {
        end += 1
      } else {
        while end < looks.count, looks[end] == looks[x], !canvas[end, y].isContinuation,
          end + 1 >= looks.count || !canvas[end + 1, y].isContinuation
        {
          text.append(canvas[end, y].character)
          end += 1
        }
        while text.last == " " && !looks[x].isUnderlined {
          text.removeLast()
          end -= 1
        }
      }
      elements.append(looks[x].text(text, x: x * cellWidth, y: y * cellHeight + 15, cells: end - x))
      x = end
    }
    return elements
  }

  static func escaped(_ text: String) -> String { SVG.escaped(text) }

  private static func decimal(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
