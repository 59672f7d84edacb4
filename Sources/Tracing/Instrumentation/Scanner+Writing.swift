import SwiftSource

/// What the scanner writes into the copy.
extension Scanner {
  private func call(_ function: String, type: String, method: String) -> String {
    "Trace.\(function)(\"\(architecture)\", \"\(type)\", \"\(method)\")"
  }

  /// The first statement of a body whose `{` is at `index`; a method whose one parameter is an
  /// `action` reports which action it was handed (a store's `send(_:)`, a dispatcher's
  /// `dispatch(_:)`), as a service call reports its arguments.
  func entry(at index: Int, type: String, method: String, returnsValue: Bool, action: Bool)
    -> [Insertion]
  {
    let open = tokens[index]
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    var enter = call("enter", type: type, method: method)
    if action { enter = String(enter.dropLast()) + ", action: action)" }
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
  ///
  /// A closure that is one expression returns it implicitly (`Task { try await load() }`, a
  /// task whose value is awaited); with statements before it, it must say `return`.
  func taskStart(at index: Int, type: String, method: String) -> [Insertion] {
    var offset = tokens[index].offset + 1
    var first = index + 1
    var position = index + 1
    var depth = 0
    // `in` ends the signature; an argument label `in:` inside brackets does not.
    signature: while position < tokens.count, !tokens[position].startsLine {
      switch tokens[position].text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "in" where depth == 0:
        offset = tokens[position].offset + 2
        first = position + 1
        break signature
      default: break
      }
      position += 1
    }
    let resume = call("resume", type: type, method: method)
    guard first < tokens.count, tokens[first].text != "}" else {
      return [Insertion(offset: offset, text: " \(resume); Trace.exit()")]
    }
    let separator = tokens[first].startsLine ? "" : ";"
    var insertions = [
      Insertion(offset: offset, text: " \(resume); defer { Trace.exit() }" + separator)
    ]
    if isOneExpression(from: first) {
      insertions.append(Insertion(offset: tokens[first].offset, text: "return "))
    }
    return insertions
  }

  /// True when the closure body starting at `first` is one expression with a value to return:
  /// not a statement, nor several, nor an assignment.
  private func isOneExpression(from first: Int) -> Bool {
    guard !Self.statementKeywords.contains(tokens[first].text) else { return false }
    var depth = 0
    for position in first..<tokens.count {
      let token = tokens[position]
      if token.text == "}" && depth == 0 { return true }
      if depth == 0 && position > first && token.startsLine
        && !Self.continuations.contains(token.text)
      {
        return false
      }
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ";" where depth == 0: return false
      case "=" where depth == 0 && isAssignment(at: position): return false
      default: break
      }
    }
    return false
  }

  /// True when the `=` at `index` stands alone, not in `==`, `!=`, `<=`, `>=` or `+=`.
  private func isAssignment(at index: Int) -> Bool {
    let operatorScalars = Set("=!<>+-*/%&|^~?")
    let before = index > 0 ? tokens[index - 1] : nil
    let after = index + 1 < tokens.count ? tokens[index + 1] : nil
    let joinsBefore =
      before.map { $0.offset + 1 == tokens[index].offset && operatorScalars.contains($0.text) }
      ?? false
    let joinsAfter = after.map { $0.offset == tokens[index].offset + 1 && $0.text == "=" } ?? false
    return !joinsBefore && !joinsAfter
  }

  /// Words that start a statement, not an expression.
  private static let statementKeywords: Set = [
    "let", "var", "if", "guard", "for", "while", "repeat", "do", "return", "defer", "switch",
    "throw", "break", "continue", "func",
  ]

  /// What a line can start with and still go on with the expression above: a member, an
  /// operator.
  private static let continuations: Set = [
    ".", "+", "-", "*", "/", "%", "&", "|", "^", "?", ":", "<", ">", "=",
  ]

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
