/// Greedy word wrapping, one paragraph at a time, in time linear in the text's length.
///
/// Words go on the current line while they fit. A word wider than a line is broken between
/// characters, and so is a word of wide (CJK) characters, because such text is written without
/// spaces and may break anywhere.
struct LineWrapper {
  /// The widest a line may be, in columns.
  let width: Int
  /// Lines past this many are not laid out; one more is kept to show that text was left over.
  let lineLimit: Int
  /// The finished lines.
  private(set) var lines: [String] = []
  private var line = ""
  private var lineWidth = 0

  /// Creates a wrapper for lines of `width` columns that stops after `lineLimit` lines.
  init(width: Int, lineLimit: Int = .max) {
    self.width = max(1, width)
    self.lineLimit = lineLimit
  }

  /// True once more lines than the limit exist: the rest of the text is ignored.
  var isFull: Bool { lines.count > lineLimit }

  /// Lays out `text`, starting a new line at each line break and ending the last line.
  ///
  /// Words are found by walking the text once, without collecting them first, so that a huge
  /// text with a line limit costs only the lines it fills.
  mutating func append(_ text: String) {
    var wordStart: String.Index?
    var index = text.startIndex
    while index < text.endIndex, !isFull {
      let character = text[index]
      let isSpace = character == " " || character == "\t"
      if isSpace || character.isNewline {
        if let start = wordStart { append(word: text[start..<index]) }
        wordStart = nil
        if character.isNewline { endLine() }
      } else if wordStart == nil {
        wordStart = index
      }
      text.formIndex(after: &index)
    }
    if let start = wordStart, !isFull { append(word: text[start...]) }
    if !isFull { endLine() }
  }

  private mutating func append(word: Substring) {
    let wordWidth = DisplayWidth.of(word)
    let separatorWidth = lineWidth > 0 ? 1 : 0
    if lineWidth + separatorWidth + wordWidth <= width {
      if separatorWidth > 0 { line.append(" ") }
      line += word
      lineWidth += separatorWidth + wordWidth
      return
    }
    let startsWide = word.first.map { DisplayWidth.of($0) == 2 } ?? false
    if lineWidth > 0 {
      if startsWide, lineWidth + 1 + 2 <= width {
        line.append(" ")
        lineWidth += 1
      } else {
        endLine()
      }
    }
    for character in word {
      guard !isFull else { return }
      let columns = DisplayWidth.of(character)
      if lineWidth + columns > width, lineWidth > 0 {
        endLine()
      }
      line.append(character)
      lineWidth += columns
    }
  }

  private mutating func endLine() {
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}
