/// Rewrites the prose of one Markdown file for DocC, leaving code spans as they are: every link
/// and picture as `SiteLinks` says, every double-backtick symbol link made absolute where it
/// names an architecture, and each `<br>` of a table cell as a semicolon (DocC's table cells
/// hold one line).
struct InlineRewriter {
  let links: SiteLinks
  /// The package's file the prose is from.
  let source: String
  /// The catalog it is written into.
  let catalog: SiteCatalog

  /// `prose` rewritten.
  func rewritten(_ prose: String) throws(GenerationError) -> String {
    let characters = Array(prose)
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count {
        output.append(character)
        output.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let (span, end) = codeSpan(characters, at: index)
        output += span
        index = end
      } else if let (isPicture, text, destination, end) = link(characters, at: index) {
        output += try links.rewritten(
          text: rewritten(text), destination: destination, isPicture: isPicture, in: source,
          for: catalog)
        index = end
      } else if let end = lineBreak(characters, at: index) {
        output += "; "
        index = end
      } else {
        output.append(character)
        index += 1
      }
    }
    return output
  }

  /// The code span opening at `start` and the index after it.
  ///
  /// A double-backtick span is a symbol link, whose content `SiteLinks` may make absolute. A
  /// run of backticks that nothing closes is only text.
  private func codeSpan(_ characters: [Character], at start: Int) -> (String, Int) {
    let length = run(characters, at: start)
    var index = start + length
    while index < characters.count {
      if characters[index] == "`" {
        let closing = run(characters, at: index)
        if closing == length {
          let content = String(characters[(start + length)..<index])
          let fence = String(repeating: "`", count: length)
          let shown = length == 2 ? links.symbolLink(content) : content
          return (fence + shown + fence, index + closing)
        }
        index += closing
      } else {
        index += 1
      }
    }
    return (String(repeating: "`", count: length), start + length)
  }

  private func run(_ characters: [Character], at start: Int) -> Int {
    var end = start
    while end < characters.count, characters[end] == "`" { end += 1 }
    return end - start
  }

  /// `[text](destination)` or `![text](destination)` at `start`: whether it is a picture, its
  /// text, its destination and the index after it.
  private func link(_ characters: [Character], at start: Int)
    -> (Bool, String, String, Int)?
  {
    let isPicture = characters[start] == "!"
    let open = isPicture ? start + 1 : start
    guard open < characters.count, characters[open] == "[" else { return nil }
    var depth = 0
    var index = open
    var close: Int?
    while index < characters.count {
      switch characters[index] {
      case "\\": index += 1
      case "`": index = codeSpan(characters, at: index).1 - 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { close = index }
      default: break
      }
      if close != nil { break }
      index += 1
    }
    guard let close, close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    let destination = String(characters[(close + 2)..<end])
    guard !destination.contains(" "), !destination.contains("\n") else { return nil }
    return (isPicture, String(characters[(open + 1)..<close]), destination, end + 1)
  }

  /// The index after a `<br>` (or `<br/>`, `<br />`) at `start`, or nil.
  private func lineBreak(_ characters: [Character], at start: Int) -> Int? {
    guard characters[start] == "<" else { return nil }
    for tag in ["<br>", "<br/>", "<br />"] {
      let end = start + tag.count
      if end <= characters.count, String(characters[start..<end]) == tag { return end }
    }
    return nil
  }
}
