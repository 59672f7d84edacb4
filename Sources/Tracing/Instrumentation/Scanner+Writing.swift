import SwiftSource

/// What the scanner writes into the copy.
extension Scanner {
  private func call(_ function: String, type: String, method: String) -> String {
    "Trace.\(function)(\"\(architecture)\", \"\(type)\", \"\(method)\")"
  }

  /// The first statement of a body whose `{` is at `index`.
  func entry(at index: Int, type: String, method: String, returnsValue: Bool)
    -> [Insertion]
  {
    let open = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    let enter = call("enter", type: type, method: method)
    if next?.text == "}" {
      return [Insertion(offset: open.offset + 1, text: " \(enter); Trace.exit()")]
    }
    var text = " \(enter); defer { Trace.exit() }"
    if next?.startsLine == false { text += ";" }
    var insertions = [Insertion(offset: open.offset + 1, text: text)]
    // A body that is one expression returns it implicitly; with a statement before it, it
    // must say `return`.
    if returnsValue, let next, !containsReturn(from: index) {
      insertions.append(Insertion(offset: next.offset, text: "return "))
    }
    return insertions
  }

  /// The first statement of a task's closure whose `{` is at `index`: after its `in`, when its
  /// signature is on the same line.
  func taskStart(at index: Int, type: String, method: String) -> Insertion {
    var position = index + 1
    var offset = tokens[index].offset + 1
    while position < tokens.count, !tokens[position].startsLine {
      if tokens[position].text == "in" {
        offset = tokens[position].offset + 2
        break
      }
      position += 1
    }
    let resume = call("resume", type: type, method: method)
    let followedOnTheSameLine =
      position + 1 < tokens.count && tokens[position].text == "in"
      && !tokens[position + 1].startsLine
    return Insertion(
      offset: offset,
      text: " \(resume); defer { Trace.exit() }" + (followedOnTheSameLine ? ";" : ""))
  }

  /// True when the block opened at `index` says `return` anywhere before it closes.
  private func containsReturn(from index: Int) -> Bool {
    var depth = 0
    var position = index
    while position < tokens.count {
      switch tokens[position].text {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return false }
      case "return": return true
      default: break
      }
      position += 1
    }
    return false
  }
}
