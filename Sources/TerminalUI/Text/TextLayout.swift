/// Fits text into columns: truncation with an ellipsis, wrapping and padding.
///
/// Columns are measured with ``DisplayWidth``, so a wide character counts twice and is never
/// split in half.
public enum TextLayout {
  /// The ellipsis that marks cut text; it takes one column.
  public static let ellipsis: Character = "…"

  /// `text` cut to at most `width` columns, ending in `…` when anything was cut.
  ///
  /// When the cut falls in the middle of a wide character, that character goes too and the
  /// result is one column narrower than `width`; ``pad(_:toWidth:)`` fills that column with a
  /// space. Only the part of `text` that can show is read, so a huge string costs no more than
  /// a short one.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    // Most text is ASCII: when the first `width + 1` bytes are printable ASCII, each is one
    // character of one column, and the cut can be made on bytes.
    let head = text.utf8.prefix(width + 1)
    if head.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      guard head.count > width else { return text }
      return String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + String(ellipsis)
    }
    var used = 0
    // Where the text would be cut to leave one column for the ellipsis.
    var cut = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let columns = DisplayWidth.of(text[index])
      if used + columns > width {
        return String(text[..<cut]) + String(ellipsis)
      }
      used += columns
      text.formIndex(after: &index)
      if used <= width - 1 { cut = index }
    }
    return text
  }

  /// `text` broken into lines of at most `width` columns, at spaces where possible.
  ///
  /// Explicit line breaks (`\n`, `\r\n`) start a new line; an empty line between them is kept.
  /// Runs of spaces collapse to one, and a word longer than the line is broken between
  /// characters. A wide character never straddles two lines; one that cannot fit even an empty
  /// line (width 1) stands on a line of its own, and the canvas clips it.
  ///
  /// - Parameter maximumLineCount: Stops after this many lines. When text is left over, the
  ///   last line takes as much of it as fits before a closing `…`. Only a few lines past the
  ///   limit are laid out, so a huge text, such as a 10 MB description, costs what can show.
  public static func wrap(
    _ text: String, toWidth width: Int, maximumLineCount: Int = .max
  ) -> [String] {
    guard width > 0, maximumLineCount > 0, !text.isEmpty else { return [] }
    // A line holds at least one character (unless it is blank), so `width` lines past the
    // limit hold enough to fill the last one before its `…`.
    let lookAhead = min(maximumLineCount, .max - width) + width
    var wrapper = LineWrapper(width: width, lineLimit: lookAhead)
    wrapper.append(text)
    let lines = wrapper.lines
    guard lines.count > maximumLineCount else { return lines }
    let leftOver = lines[(maximumLineCount - 1)...].joined(separator: " ")
    return lines.prefix(maximumLineCount - 1) + [cutShowingEllipsis(leftOver, toWidth: width)]
  }

  /// `text` padded with spaces, or truncated, to exactly `width` columns.
  public static func pad(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let fitted = truncate(text, toWidth: width)
    let missing = width - DisplayWidth.of(fitted)
    return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
  }

  /// `text` cut to leave room for `…` within `width` columns, and always ending in it, because
  /// the caller left text out after it.
  private static func cutShowingEllipsis(_ text: String, toWidth width: Int) -> String {
    var kept = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      kept.append(character)
      used += columns
    }
    while kept.last?.isWhitespace == true { kept.removeLast() }
    kept.append(ellipsis)
    return kept
  }
}
