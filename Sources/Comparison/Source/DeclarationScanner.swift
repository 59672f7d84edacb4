import SwiftSource

/// Finds the types and their members in blanked code (see ``SwiftFile``).
struct DeclarationScanner {
  private static let typeKeywords: Set = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]
  private static let memberKeywords: Set = ["func", "init", "var", "let", "subscript"]

  let code: SwiftCode
  let tokens: [Token]
  var index = 0

  init(code: SwiftCode) {
    self.code = code
    tokens = Token.tokens(of: code)
  }

  /// Scans the whole file.
  mutating func scanTypes() -> [TypeDeclaration] {
    var types: [TypeDeclaration] = []
    scanBlock(enclosing: nil, into: &types)
    return types
  }

  /// Scans until the `}` that closes the current block; records types, and members of
  /// `enclosing` (an index into `types`).
  private mutating func scanBlock(enclosing: Int?, into types: inout [TypeDeclaration]) {
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "}":
        index += 1
        return
      case "{":
        index += 1
        skipBlock()
      case let keyword where Self.typeKeywords.contains(keyword) && startsTypeDeclaration():
        let header = index
        guard let type = scanTypeHeader() else { continue }
        types.append(type)
        let position = types.count - 1
        // Type bodies nest: an enum inside a class is its own declaration.
        index += 1
        scanBlock(enclosing: position, into: &types)
        types[position].line = code.line(of: tokens[header].offset)
      case let keyword where Self.memberKeywords.contains(keyword) && enclosing != nil:
        guard let enclosing else { continue }
        let isRequirement = types[enclosing].keyword == "protocol"
        if let member = scanMember(isRequirement: isRequirement) {
          types[enclosing].members.append(member)
        }
      default:
        index += 1
      }
    }
  }

  /// Skips a block whose `{` was just passed, nested blocks included.
  private mutating func skipBlock() {
    var depth = 1
    while index < tokens.count, depth > 0 {
      if tokens[index].text == "{" { depth += 1 }
      if tokens[index].text == "}" { depth -= 1 }
      index += 1
    }
  }

  /// The offset after the `}` matching the `{` at token `open`, and the token after it.
  func blockEnd(from open: Int) -> (offset: Int, next: Int) {
    var depth = 0
    var cursor = open
    while cursor < tokens.count {
      if tokens[cursor].text == "{" { depth += 1 }
      if tokens[cursor].text == "}" {
        depth -= 1
        if depth == 0 { return (tokens[cursor].offset, cursor + 1) }
      }
      cursor += 1
    }
    return (code.scalars.count, tokens.count)
  }

  private func startsTypeDeclaration() -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1].isWord else { return false }
    // `class func`, `class var`: a class member, not a class.
    return !Self.memberKeywords.contains(tokens[index + 1].text)
      && !["static", "final", "override"].contains(tokens[index + 1].text)
  }

  /// Reads `keyword Name<…>: A, B where … {` and stops on the `{`.
  private mutating func scanTypeHeader() -> TypeDeclaration? {
    let keyword = tokens[index].text
    var name = tokens[index + 1].text
    index += 2
    while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].isWord {
      name += "." + tokens[index + 1].text
      index += 2
    }
    var inheritance: [String] = []
    var current = ""
    var angleDepth = 0
    var isInInheritance = false
    let headerStart = index
    while index < tokens.count, tokens[index].text != "{" {
      let text = tokens[index].text
      if text == "<" { angleDepth += 1 }
      if text == ">" { angleDepth -= 1 }
      if angleDepth == 0 && text == "where" { isInInheritance = false }
      if angleDepth == 0 && text == ":" && inheritance.isEmpty && current.isEmpty {
        isInInheritance = true
      } else if isInInheritance && angleDepth == 0 && text == "," {
        inheritance.append(current)
        current = ""
      } else if isInInheritance {
        current += text
      }
      index += 1
    }
    guard index < tokens.count else { return nil }
    if !current.isEmpty { inheritance.append(current) }
    return TypeDeclaration(
      keyword: keyword, name: name, inheritance: inheritance,
      genericConstraints: genericConstraints(in: tokens[headerStart..<index]), line: 0,
      members: [])
  }

  /// The generic parameters of a header (`<R: Reducer, S>`, then `where S: P & Q`) and the
  /// types each is constrained to.
  private func genericConstraints(in header: ArraySlice<Token>) -> [String: [String]] {
    var entries: [ArraySlice<Token>] = []
    if header.first?.text == "<" {
      var depth = 0
      var start = header.startIndex + 1
      for position in header.indices {
        let text = header[position].text
        if text == "<" { depth += 1 }
        if text == ">" { depth -= 1 }
        if (depth == 1 && text == ",") || depth == 0 {
          entries.append(header[start..<position])
          start = position + 1
        }
        if depth == 0 { break }
      }
    }
    if let clause = header.firstIndex(where: { $0.text == "where" }) {
      var depth = 0
      var start = clause + 1
      for position in (clause + 1)..<header.endIndex {
        let text = header[position].text
        if text == "<" { depth += 1 }
        if text == ">" { depth -= 1 }
        if depth == 0 && text == "," {
          entries.append(header[start..<position])
          start = position + 1
        }
      }
      entries.append(header[start..<header.endIndex])
    }
    var constraints: [String: [String]] = [:]
    for entry in entries {
      let tokens = Array(entry)
      guard let name = tokens.first, name.isWord else { continue }
      // `S.Element == T` constrains an associated type, not the parameter.
      guard tokens.count == 1 || tokens[1].text == ":" else { continue }
      var names: [String] = []
      var depth = 0
      var isPartStart = true
      for token in tokens.dropFirst(2) {
        if token.text == "<" { depth += 1 }
        if token.text == ">" { depth -= 1 }
        if depth == 0 && token.text == "&" { isPartStart = true }
        if isPartStart && depth == 0 && token.isWord && !["any", "some"].contains(token.text) {
          names.append(token.text)
          isPartStart = false
        }
      }
      constraints[name.text, default: []] += names
    }
    return constraints
  }
}
