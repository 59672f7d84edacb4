/// What the kit's pictures share when they write SVG by hand.
package enum SVG {
  /// `text` as XML reads it in an element or a double-quoted attribute: the characters that
  /// mean something there, as entities.
  package static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A coordinate with at most one decimal: `12`, `12.5`.
  package static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0
      ? String(Int(tenths / 10)) : String(tenths / 10)
  }

  /// How an arrow ends.
  package enum Head: String, Sendable {
    /// A filled triangle: a call, a strong reference.
    case filled
    /// Two strokes: an answer, a weak reference.
    case open
    /// A white triangle: a conformance.
    case hollow
  }

  /// An arrowhead whose tip is at (`x`, `y`), pointing right or left.
  ///
  /// Drawn as a path of its own, not as an SVG marker: a marker needs an `id`, and a page that
  /// shows the picture by its first `id` (as DocC does) would show the marker alone.
  package static func head(_ head: Head, x: Double, y: Double, pointingRight: Bool) -> String {
    let back = pointingRight ? x - 9 : x + 9
    let tip = "\(number(x)),\(number(y))"
    let upper = "\(number(back)),\(number(y - 4.5))"
    let lower = "\(number(back)),\(number(y + 4.5))"
    let path = head == .open ? "M\(upper) L\(tip) L\(lower)" : "M\(upper) L\(tip) L\(lower) z"
    return "<path d=\"\(path)\" class=\"head-\(head.rawValue)\"/>"
  }

  /// A picture's first lines: the `<svg>` element of `width` by `height`, its `title` (also
  /// its accessible label), one `<style>` with the kit's monospaced text, `style` and the
  /// heads', and a white background.
  package static func opening(width: String, height: String, title: String, style: String)
    -> [String]
  {
    [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escaped(title))\">",
      "<title>\(escaped(title))</title>",
      "<defs>",
      "<style>text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "
        + "'DejaVu Sans Mono', 'Noto Sans Mono CJK JP', monospace; font-size: 12px; "
        + "fill: #1f2328; } " + style + " " + headStyle + "</style>",
      "</defs>",
      "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
    ]
  }

  /// The style of the heads ``head(_:x:y:pointingRight:)`` draws.
  private static let headStyle =
    ".head-filled { fill: #1f2328; stroke: #1f2328; stroke-width: 1; } "
    + ".head-open { fill: none; stroke: #1f2328; stroke-width: 1.2; } "
    + ".head-hollow { fill: #ffffff; stroke: #1f2328; stroke-width: 1.2; }"
}
