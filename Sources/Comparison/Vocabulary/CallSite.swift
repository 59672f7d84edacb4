import SwiftSource

/// A member asked for through a receiver, such as `presenter.repository(at: row)`, read from
/// blanked code.
struct CallSite: Equatable {
  /// Where the receiver starts.
  let offset: Int
  /// The member's selector: `repository(at:)`, or `numberOfRepositories` for a property.
  let selector: String

  /// The member asked of `receiver`, which starts at `offset`; nil when no `.member` follows.
  ///
  /// A store is read through its state and told through actions: `store.state.summary` asks
  /// for `summary`, and `store.send(.didSelectRow(at: row))` for `didSelectRow(at:)`, the
  /// innermost action of `.detail(.openButtonClicked)`, a case without values read as a call
  /// without arguments (`openButtonClicked()`).
  init?(in code: SwiftCode, receiverAt offset: Int, receiver: String) {
    let scalars = code.scalars
    var index = offset + receiver.unicodeScalars.count
    guard index < scalars.count, scalars[index] == "." else { return nil }
    var name = ""
    repeat {
      index += 1
      let start = index
      while index < scalars.count, scalars[index].isIdentifierPart { index += 1 }
      guard index > start else { return nil }
      name = code.slice(start..<index)
    } while receiver == "store" && name == "state" && index < scalars.count && scalars[index] == "."
    self.offset = offset
    if receiver == "store", name == "send", index + 1 < scalars.count, scalars[index] == "(",
      scalars[index + 1] == "."
    {
      guard let action = Self.action(in: code, at: index + 1) else { return nil }
      selector = action
      return
    }
    guard index < scalars.count, scalars[index] == "(" else {
      selector = name
      return
    }
    selector = name + "(" + Self.labels(openingAt: index, in: code).map { $0 + ":" }.joined() + ")"
  }

  /// The innermost action case of the `send` argument whose leading `.` is at `dot`.
  private static func action(in code: SwiftCode, at dot: Int) -> String? {
    let scalars = code.scalars
    var index = dot
    while true {
      index += 1
      let start = index
      while index < scalars.count, scalars[index].isIdentifierPart { index += 1 }
      guard index > start else { return nil }
      let name = code.slice(start..<index)
      guard index < scalars.count, scalars[index] == "(" else { return name + "()" }
      guard index + 1 < scalars.count, scalars[index + 1] == "." else {
        return name + "(" + labels(openingAt: index, in: code).map { $0 + ":" }.joined() + ")"
      }
      index += 1
    }
  }

  /// The argument labels of the call whose `(` is at `open`, `_` for an unlabeled argument.
  static func labels(openingAt open: Int, in code: SwiftCode) -> [String] {
    var arguments: [String] = []
    var current = ""
    var depth = 0
    for scalar in code.scalars[open...] {
      switch scalar {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
      if depth == 0 || (depth == 1 && scalar == ",") {
        arguments.append(current)
        current = ""
        if depth == 0 { break }
        continue
      }
      if depth >= 1, !(depth == 1 && scalar == "(") { current.unicodeScalars.append(scalar) }
    }
    return arguments.compactMap(label(of:))
  }

  /// `at` for ` at: row`, `_` for ` row`; nil for an empty argument list.
  private static func label(of argument: String) -> String? {
    let text = argument.drop { $0.isWhitespace }
    guard !text.isEmpty else { return nil }
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = text.dropFirst(name.count).drop { $0 == " " }
    return !name.isEmpty && rest.hasPrefix(":") && !rest.hasPrefix("::") ? String(name) : "_"
  }

  /// The label written just before the value that starts at `offset` (`service` in
  /// `service: environment.searchService`); nil when the value has none.
  static func label(before offset: Int, in code: SwiftCode) -> String? {
    let scalars = code.scalars
    var index = offset - 1
    while index >= 0, scalars[index] == " " || scalars[index] == "\n" { index -= 1 }
    guard index >= 0, scalars[index] == ":" else { return nil }
    index -= 1
    while index >= 0, scalars[index] == " " { index -= 1 }
    let end = index + 1
    while index >= 0, scalars[index].isIdentifierPart { index -= 1 }
    return end > index + 1 ? code.slice((index + 1)..<end) : nil
  }
}
