/// Fits text into columns: truncation with an ellipsis, wrapping and padding.
public enum TextLayout {
  /// `text` cut to at most `width` columns, ending in `…` when anything was cut.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// `text` broken into lines of at most `width` columns, at spaces where possible.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = String(word)
        while DisplayWidth.of(line) > width {
          var head = ""
          for character in line where DisplayWidth.of(head) + DisplayWidth.of(character) <= width {
            head.append(character)
          }
          if head.isEmpty { break }
          lines.append(head)
          line.removeFirst(head.count)
        }
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` padded with spaces, or truncated, to exactly `width` columns.
  public static func pad(_ text: String, toWidth width: Int) -> String {
    let fitted = truncate(text, toWidth: width)
    return fitted + String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
  }
}
