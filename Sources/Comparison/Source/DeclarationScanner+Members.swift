import SwiftSource

/// Members: functions, initializers, subscripts and properties, with their labels, modifiers,
/// written types and bodies.
extension DeclarationScanner {
  /// Reads the member whose keyword is at the current token; leaves the index after it.
  mutating func scanMember(isRequirement: Bool) -> Member? {
    let keywordIndex = index
    let keyword = tokens[index].text
    var member = Member(
      kind: .property, name: keyword, labels: [], modifiers: modifiers(before: keywordIndex),
      typeText: "", isStored: false, line: code.line(of: tokens[index].offset), body: nil)
    index += 1
    switch keyword {
    case "func":
      guard index < tokens.count else { return nil }
      member.kind = .function
      member.name = tokens[index].text
      index += 1
    case "init":
      member.kind = .initializer
    case "subscript":
      member.kind = .subscript
    default:
      return scanProperty(member, isRequirement: isRequirement)
    }
    skipGenericParameters()
    guard index < tokens.count, tokens[index].text == "(" else { return nil }
    member.labels = scanLabels()
    if !isRequirement, let open = nextOpeningBrace() {
      let end = blockEnd(from: open)
      member.body = (tokens[open].offset + 1)..<end.offset
      index = end.next
    }
    return member
  }

  /// The words on the keyword's line before it, such as `private`, `weak`.
  private func modifiers(before keywordIndex: Int) -> [String] {
    var words: [String] = []
    var cursor = keywordIndex - 1
    guard !tokens[keywordIndex].startsLine else { return [] }
    while cursor >= 0 {
      let token = tokens[cursor]
      if ["{", "}", ";"].contains(token.text) { break }
      if token.isWord { words.insert(token.text, at: 0) }
      if token.startsLine { break }
      cursor -= 1
    }
    return words
  }

  private mutating func skipGenericParameters() {
    if index < tokens.count, ["?", "!"].contains(tokens[index].text) { index += 1 }
    guard index < tokens.count, tokens[index].text == "<" else { return }
    var depth = 0
    repeat {
      if tokens[index].text == "<" { depth += 1 }
      if tokens[index].text == ">" { depth -= 1 }
      index += 1
    } while depth > 0 && index < tokens.count
  }

  /// Reads a parameter clause from its `(` to past its `)`; returns the argument labels.
  private mutating func scanLabels() -> [String] {
    var labels: [String] = []
    var depth = 0
    var wordsInParameter: [String] = []
    var isInType = false
    repeat {
      let text = tokens[index].text
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) { depth -= 1 }
      if depth == 1 && text == ":" && !isInType {
        isInType = true
        if let label = wordsInParameter.first { labels.append(label) }
      } else if depth == 1 && text == "," {
        isInType = false
        wordsInParameter = []
      } else if depth == 1 && !isInType && tokens[index].isWord && text != "(" {
        wordsInParameter.append(text)
      }
      index += 1
    } while depth > 0 && index < tokens.count
    return labels
  }

  /// The index of the `{` that opens the body of the declaration being read.
  private func nextOpeningBrace() -> Int? {
    var cursor = index
    var depth = 0
    while cursor < tokens.count {
      let text = tokens[cursor].text
      if ["(", "["].contains(text) { depth += 1 }
      if [")", "]"].contains(text) { depth -= 1 }
      if depth == 0 && text == "{" { return cursor }
      if depth == 0 && text == "}" { return nil }
      cursor += 1
    }
    return nil
  }

  /// `var name: Type`, `let name = Value()`, `var name: Type { … }`.
  private mutating func scanProperty(_ property: Member, isRequirement: Bool) -> Member? {
    guard index < tokens.count, tokens[index].isWord else { return nil }
    var member = property
    member.name = tokens[index].text
    index += 1
    var typeRange: Range<Int>?
    var initialValue: [Token] = []
    var depth = 0
    var isInInitialValue = false
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0 && (token.startsLine || (token.text == "{" && !isInInitialValue)) { break }
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
      if depth < 0 { break }
      if depth == 0 && token.text == "=" && !isInInitialValue {
        isInInitialValue = true
      } else if isInInitialValue {
        initialValue.append(token)
      } else if typeRange != nil || token.text != ":" {
        let end = token.offset + token.text.unicodeScalars.count
        typeRange = (typeRange?.lowerBound ?? token.offset)..<end
      }
      index += 1
    }
    var typeText = typeRange.map { code.slice($0) } ?? ""
    typeText = typeText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if typeText.isEmpty, initialValue.count > 1, initialValue[0].isWord,
      initialValue[1].text == "("
    {
      typeText = initialValue[0].text
    }
    member.typeText = typeText
    let opensBody = index < tokens.count && tokens[index].text == "{" && !tokens[index].startsLine
    if opensBody {
      let isObserved =
        index + 1 < tokens.count
        && ["didSet", "willSet"].contains(tokens[index + 1].text)
      let end = blockEnd(from: index)
      if !isObserved { member.body = (tokens[index].offset + 1)..<end.offset }
      member.isStored = isObserved && !isRequirement
      index = end.next
    } else {
      member.isStored = !isRequirement
    }
    return member
  }
}
