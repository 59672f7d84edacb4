import SwiftSource

/// Members: functions, initializers, subscripts and properties, with their labels, modifiers,
/// written types and bodies.
extension DeclarationScanner {
  /// Reads the member whose keyword is at the current token; leaves the index after it.
  mutating func scanMember(isRequirement: Bool) -> Member? {
    let keywordIndex = index
    let keyword = tokens[index].text
    var member = Member(
      kind: .property, name: keyword, parameters: [], modifiers: modifiers(before: keywordIndex),
      typeText: "", returnType: "", initialValue: "", isConstant: keyword == "let",
      isStored: false, line: code.line(of: tokens[index].offset), body: nil)
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
    member.parameters = scanParameters()
    member.returnType = returnType()
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

  /// Reads a parameter clause from its `(` to past its `)`: each parameter's label, name and
  /// written type.
  private mutating func scanParameters() -> [Member.Parameter] {
    enum Part { case names, type, defaultValue }
    var parameters: [Member.Parameter] = []
    var depth = 0
    var part = Part.names
    var wordsInParameter: [String] = []
    var typeRange: Range<Int>?
    func endType() {
      if let typeRange, part == .type, !parameters.isEmpty {
        parameters[parameters.count - 1].typeText = code.slice(typeRange)
          .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      typeRange = nil
    }
    repeat {
      let token = tokens[index]
      let text = token.text
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) { depth -= 1 }
      if depth == 0 {
        endType()
      } else if depth == 1 && text == "," {
        endType()
        part = .names
        wordsInParameter = []
      } else if depth == 1 && text == "=" && part == .type {
        endType()
        part = .defaultValue
      } else if depth == 1 && text == ":" && part == .names {
        guard let label = wordsInParameter.first else {
          part = .defaultValue
          index += 1
          continue
        }
        part = .type
        parameters.append(
          .init(label: label, name: wordsInParameter.last ?? label, typeText: ""))
      } else if part == .names && depth == 1 && token.isWord {
        wordsInParameter.append(text)
      } else if part == .type {
        let end = token.offset + text.unicodeScalars.count
        typeRange = (typeRange?.lowerBound ?? token.offset)..<end
      }
      index += 1
    } while depth > 0 && index < tokens.count
    return parameters
  }

  /// The written result type after the parameter clause just read (`-> SearchViewController`),
  /// up to the body, a `where` clause or the end of the line; empty without one.
  private func returnType() -> String {
    var cursor = index
    while cursor < tokens.count, tokens[cursor].text != "->" {
      if ["{", "}", "where"].contains(tokens[cursor].text) || tokens[cursor].startsLine {
        return ""
      }
      cursor += 1
    }
    cursor += 1
    guard cursor < tokens.count else { return "" }
    let start = tokens[cursor].offset
    var end = start
    var depth = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if depth == 0 && (token.text == "{" || token.text == "where" || token.startsLine) { break }
      if ["(", "[", "<"].contains(token.text) { depth += 1 }
      if [")", "]", ">"].contains(token.text) { depth -= 1 }
      end = token.offset + token.text.unicodeScalars.count
      cursor += 1
    }
    return code.slice(start..<end).split(whereSeparator: \.isWhitespace).joined(separator: " ")
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
    if let first = initialValue.first, let last = initialValue.last {
      member.initialValue = code.slice(
        first.offset..<(last.offset + last.text.unicodeScalars.count)
      )
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
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
