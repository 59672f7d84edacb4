import SwiftSource

// Following an argument back to the view controllers it can be: the calls, names, stored
// properties and parameters it leads to.
extension ToolkitHolds {
  /// The class whose `addChild` the call at `index` is: the enclosing type's own, or that of
  /// the stored property it is called on.
  func container(calling index: Int, in file: SwiftFile) -> String? {
    let tokens = self.tokens[file.path] ?? []
    guard let enclosing = file.enclosingMember(of: tokens[index].offset) else { return nil }
    guard index > 0, tokens[index - 1].text == "." else { return enclosing.type }
    var receiver = index - 2
    if receiver >= 0, ["?", "!"].contains(tokens[receiver].text) { receiver -= 1 }
    guard receiver >= 0 else { return nil }
    return types(of: tokens[receiver...receiver], in: file, depth: 0)
      .filter(screens.contains).sorted().first
  }

  /// The classes `expression`, read in `file`, may evaluate to.
  func types(of expression: ArraySlice<Token>, in file: SwiftFile, depth: Int)
    -> Set<String>
  {
    guard depth <= Self.maximumDepth else { return [] }
    var expression = expression
    while let first = expression.first, ["try", "await"].contains(first.text) {
      expression = expression.dropFirst()
    }
    if expression.count > 2, expression.first?.text == "self",
      expression[expression.startIndex + 1].text == "."
    {
      expression = expression.dropFirst(2)
    }
    // `a ?? b` is either.
    var level = 0
    for position in expression.indices.dropLast() {
      let text = expression[position].text
      if ["(", "[", "{"].contains(text) { level += 1 }
      if [")", "]", "}"].contains(text) { level -= 1 }
      let next = expression[position + 1]
      if level == 0, text == "?", next.text == "?", next.offset == expression[position].offset + 1 {
        return types(of: expression[..<position], in: file, depth: depth)
          .union(types(of: expression[(position + 2)...], in: file, depth: depth))
      }
    }
    while let last = expression.last, ["?", "!"].contains(last.text) {
      expression = expression.dropLast()
    }
    guard let last = expression.last else { return [] }
    if last.text == ")", let open = Self.opening(of: expression.endIndex - 1, in: expression),
      open > expression.startIndex
    {
      return result(ofCalling: expression[..<open])
    }
    guard expression.count == 1, last.isWord else { return [] }
    return types(ofName: last, in: file, depth: depth)
  }

  /// What a call to `callee` returns: a type's instance, or a function's declared result.
  private func result(ofCalling callee: ArraySlice<Token>) -> Set<String> {
    guard var name = callee.last?.text else { return [] }
    if name == "init", callee.count >= 3 {
      name = callee[callee.endIndex - 3].text
    }
    if name.first?.isUppercase == true { return [name] }
    let results = files.flatMap(\.types).flatMap(\.members)
      .filter { $0.kind == .function && $0.name == name && !$0.returnType.isEmpty }
      .compactMap {
        StoredValue.typeNames(in: $0.returnType).first { !["any", "some"].contains($0) }
      }
    return Set(results)
  }

  /// What the identifier `name` refers to where it is used: `self`, a local constant or
  /// variable, a parameter, or a stored property of the enclosing type.
  private func types(ofName name: Token, in file: SwiftFile, depth: Int) -> Set<String> {
    guard let enclosing = file.enclosingMember(of: name.offset) else { return [] }
    if name.text == "self" { return [enclosing.type] }
    let tokens = self.tokens[file.path] ?? []
    if let body = enclosing.member.body,
      let local = tokens.indices.last(where: { index in
        body.contains(tokens[index].offset) && tokens[index].offset < name.offset
          && ["let", "var"].contains(tokens[index].text) && index + 1 < tokens.count
          && tokens[index + 1].text == name.text
      })
    {
      return types(declaredAfter: local + 2, in: file, depth: depth)
    }
    if let parameter = enclosing.member.parameters.firstIndex(where: { $0.name == name.text }) {
      return types(
        ofParameter: parameter, of: enclosing.member, in: enclosing.type, depth: depth)
    }
    guard
      let stored = files.flatMap({ $0.members(of: enclosing.type) })
        .first(where: { $0.isStored && $0.name == name.text }),
      let type = StoredValue.typeNames(in: stored.typeText).first(where: {
        !["any", "some"].contains($0)
      })
    else { return [] }
    return [type]
  }

  /// The type of a local declared at `index`: `: Type`, or `= expression` to the end of the
  /// statement.
  private func types(declaredAfter index: Int, in file: SwiftFile, depth: Int) -> Set<String> {
    let tokens = self.tokens[file.path] ?? []
    guard index < tokens.count else { return [] }
    if tokens[index].text == ":" {
      let written = tokens[(index + 1)...].prefix { !["=", "{"].contains($0.text) }
      return Set(
        written.first { $0.isWord && !["any", "some"].contains($0.text) }.map { [$0.text] } ?? [])
    }
    guard tokens[index].text == "=" else { return [] }
    var end = index + 1
    var level = 0
    while end < tokens.count {
      let token = tokens[end]
      if level == 0 && end > index + 1
        && (token.startsLine || [",", ";", "{", "else"].contains(token.text))
      {
        break
      }
      if ["(", "[", "{"].contains(token.text) { level += 1 }
      if [")", "]", "}"].contains(token.text) { level -= 1 }
      if level < 0 { break }
      end += 1
    }
    return types(of: tokens[(index + 1)..<end], in: file, depth: depth + 1)
  }

  /// What is passed as the parameter at `position` of `member` of `type`: its declared type
  /// when it is a screen the toolkit may hold, else what each call passes.
  private func types(ofParameter position: Int, of member: Member, in type: String, depth: Int)
    -> Set<String>
  {
    let parameter = member.parameters[position]
    if let declared = StoredValue.typeNames(in: parameter.typeText).first(where: screens.contains) {
      return [declared]
    }
    let callee = member.kind == .initializer ? type : member.name
    var found: Set<String> = []
    for file in files {
      let tokens = self.tokens[file.path] ?? []
      for (index, token) in tokens.enumerated()
      where token.text == callee && index + 1 < tokens.count && tokens[index + 1].text == "("
        && (index == 0 || tokens[index - 1].text != "func")
      {
        let arguments = Self.arguments(openingAt: index + 1, in: tokens)
        let argument =
          parameter.label == "_"
          ? (arguments.indices.contains(position) ? arguments[position] : nil)
          : arguments.first { $0.label == parameter.label }
        if let argument {
          found.formUnion(types(of: argument.value, in: file, depth: depth + 1))
        }
      }
    }
    return found
  }

  /// The arguments of the call whose `(` is at `open`: each label, if written, and value.
  static func arguments(openingAt open: Int, in tokens: [Token])
    -> [(label: String?, value: ArraySlice<Token>)]
  {
    var arguments: [(label: String?, value: ArraySlice<Token>)] = []
    var level = 0
    var start = open + 1
    var index = open
    func add(upTo end: Int) {
      var value = tokens[start..<end]
      var label: String?
      if value.count > 2, let first = value.first, first.isWord,
        value[value.startIndex + 1].text == ":"
      {
        label = first.text
        value = value.dropFirst(2)
      }
      if !value.isEmpty { arguments.append((label, value)) }
    }
    while index < tokens.count {
      let text = tokens[index].text
      if ["(", "[", "{"].contains(text) { level += 1 }
      if [")", "]", "}"].contains(text) { level -= 1 }
      if level == 0 {
        add(upTo: index)
        break
      }
      if level == 1 && text == "," {
        add(upTo: index)
        start = index + 1
      }
      index += 1
    }
    return arguments
  }

  /// The index of the `(` that the `)` at `close` closes, within `expression`.
  private static func opening(of close: Int, in expression: ArraySlice<Token>) -> Int? {
    var level = 0
    var index = close
    while index >= expression.startIndex {
      if expression[index].text == ")" { level += 1 }
      if expression[index].text == "(" { level -= 1 }
      if level == 0 { return index }
      index -= 1
    }
    return nil
  }
}
