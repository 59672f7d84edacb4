import Foundation

/// The members of a Swift file, each with its code: for the checks that compare what the prose
/// says is the same, or changed, in two architectures.
///
/// Code means what `compare path` counts: lines without blank lines and without lines that are
/// only a comment, each trimmed of its indentation. A member is a declaration inside a type or
/// an extension (`func`, `init`, `var`, `let`, `case`, a nested type), with its body.
struct SwiftMembers {
  /// One member: its name as the prose writes it, and its code.
  struct Member: Equatable {
    /// `name` for a property, a case or a type; `name(label:)` for a function.
    let name: String
    /// The declaration and its body.
    let code: [String]

    /// The name before the parameters: `didSelectRow` for `didSelectRow(at:)`.
    var baseName: String { String(name.prefix { $0 != "(" }) }
  }

  /// The members in the order the file declares them.
  let members: [Member]

  /// The file's code, as `compare path` counts it.
  let code: [String]

  init(source: String) {
    code = Self.code(of: source)
    var members: [Member] = []
    var depth = 0
    var parentheses = 0
    var open: [String]?
    for line in code {
      if open == nil, depth == 1, Self.declaredName(in: line) != nil {
        open = []
        parentheses = 0
      }
      open?.append(line)
      depth += Self.balance(of: line, opening: "{", closing: "}")
      parentheses += Self.balance(of: line, opening: "(", closing: ")")
      // A declaration ends where its body closes, or on its line when it has none; a parameter
      // list may run over several lines.
      if let lines = open, depth <= 1, parentheses <= 0,
        let name = Self.declaredName(in: lines.joined(separator: " "))
      {
        members.append(Member(name: name, code: lines))
        open = nil
      }
    }
    self.members = members
  }

  /// The members `name` names: by the full name when it has parameters (`didSelectRow(at:)`),
  /// by the base name otherwise.
  func members(named name: String) -> [Member] {
    name.contains("(") ? members.filter { $0.name == name } : members.filter { $0.baseName == name }
  }

  /// The names of the members that differ between `old` and `new`: declared in one only, or
  /// declared in both with different code.
  static func changedNames(from old: SwiftMembers, to new: SwiftMembers) -> [String] {
    var names: [String] = []
    for name in (old.members + new.members).map(\.name) where !names.contains(name) {
      if old.members(named: name) != new.members(named: name) { names.append(name) }
    }
    return names
  }

  /// `text` without blank lines and comment lines, each line trimmed.
  static func code(of text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  /// The name a declaration starts with, as the prose writes it; nil for a line that declares
  /// nothing (a statement, an attribute, a closing brace).
  static func declaredName(in declaration: String) -> String? {
    guard let match = declaration.firstMatch(of: Self.declarationKeyword) else { return nil }
    let kind = match.output.1
    if kind == "init" || kind == "subscript" {
      return String(kind) + labels(after: declaration[match.range.upperBound...])
    }
    guard let name = match.output.2 else { return nil }
    guard kind == "func" else { return String(name) }
    return String(name) + labels(after: declaration[match.range.upperBound...])
  }

  /// A declaration's attributes and modifiers, its keyword, and the name after it.
  nonisolated(unsafe) private static let declarationKeyword =
    #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:package|public|private|fileprivate|internal|open|static|final|override|nonisolated|lazy|weak|unowned|mutating|required|convenience|indirect)(?:\([^)]*\))?\s+)*(func|init|var|let|case|class|struct|enum|protocol|actor|typealias|subscript)\b\s*([A-Za-z_]\w*)?/#

  /// `(label:label:)` for the parameter clause that starts `text` (after any generic clause).
  private static func labels(after text: Substring) -> String {
    guard let open = text.firstIndex(of: "(") else { return "()" }
    var depth = 0
    var parameter = ""
    var labels: [String] = []
    var previous: Character = " "
    for character in text[open...] {
      // The `>` of an arrow closes nothing.
      let isArrow = character == ">" && previous == "-"
      previous = character
      switch character {
      case ">" where isArrow:
        parameter.append(character)
      case "(", "[", "<":
        depth += 1
        if depth > 1 { parameter.append(character) }
      case ")", "]", ">":
        depth -= 1
        if depth > 0 { parameter.append(character) }
      case "," where depth == 1:
        labels.append(label(of: parameter))
        parameter = ""
      default:
        parameter.append(character)
      }
      if depth == 0 { break }
    }
    if !parameter.trimmingCharacters(in: .whitespaces).isEmpty {
      labels.append(label(of: parameter))
    }
    return "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The external label of one parameter: its first word.
  private static func label(of parameter: String) -> String {
    String(
      parameter.trimmingCharacters(in: .whitespaces).prefix {
        $0.isLetter || $0.isNumber || $0 == "_"
      })
  }

  /// How many more `opening` than `closing` characters a line has, outside string literals.
  private static func balance(of line: String, opening: Character, closing: Character) -> Int {
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString {
        if character == opening { balance += 1 }
        if character == closing { balance -= 1 }
      }
      previous = character
    }
    return balance
  }
}
