import SwiftSource

/// Walks the tokens once, keeping the nesting of types, functions and other blocks.
struct Scanner {
  private enum Scope {
    case type(String, isProtocol: Bool)
    case function(type: String, method: String)
    case other
  }

  private enum Pending {
    case type(String, isProtocol: Bool)
    case function(method: String?, returnsValue: Bool, takesAction: Bool)
    case task
  }

  private static let typeKeywords: Set = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  let tokens: [Token]
  let architecture: String

  func insertions() -> [Insertion] {
    var insertions: [Insertion] = []
    var scopes: [Scope] = []
    var pending: Pending?
    var parenthesisDepth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "(", "[":
        parenthesisDepth += 1
      case ")", "]":
        parenthesisDepth -= 1
      case "{" where parenthesisDepth > 0:
        // A closure inside an argument or a default value: a block like any other.
        scopes.append(.other)
        if case .task = pending { pending = nil }
      case "{":
        switch pending {
        case .type(let name, let isProtocol):
          scopes.append(.type(name, isProtocol: isProtocol))
        case .function(let method?, let returnsValue, let takesAction):
          let type = enclosingType(scopes)
          scopes.append(.function(type: type, method: method))
          insertions += entry(
            at: index, type: type, method: method, returnsValue: returnsValue,
            action: takesAction)
        case .function(nil, _, _):
          scopes.append(.other)
        case .task:
          let (type, method) = enclosingFunction(scopes)
          scopes.append(.other)
          insertions += taskStart(at: index, type: type, method: method)
        case nil:
          scopes.append(.other)
        }
        pending = nil
      case "}":
        if !scopes.isEmpty { scopes.removeLast() }
      case let keyword where Self.typeKeywords.contains(keyword) && startsType(at: index):
        if let name = typeName(after: index) {
          pending = .type(name, isProtocol: keyword == "protocol")
        }
      case "func" where !isInProtocol(scopes):
        let signature = signature(at: index)
        pending = .function(
          method: signature?.method, returnsValue: returnsValue(after: index),
          takesAction: signature?.parameters == ["action"])
      case "init" where !isInProtocol(scopes) && startsInitializer(at: index):
        pending = .function(
          method: signature(at: index)?.method, returnsValue: false, takesAction: false)
      case "Task" where index + 1 < tokens.count && tokens[index + 1].text == "{":
        pending = .task
      default:
        break
      }
      index += 1
    }
    return insertions
  }

  // MARK: - What was found

  private func enclosingType(_ scopes: [Scope]) -> String {
    for scope in scopes.reversed() {
      if case .type(let name, _) = scope { return name }
    }
    return architecture
  }

  private func enclosingFunction(_ scopes: [Scope]) -> (type: String, method: String) {
    for scope in scopes.reversed() {
      if case .function(let type, let method) = scope { return (type, method) }
    }
    return (enclosingType(scopes), "Task")
  }

  private func isInProtocol(_ scopes: [Scope]) -> Bool {
    for scope in scopes.reversed() {
      switch scope {
      case .type(_, let isProtocol): return isProtocol
      case .function: return false
      case .other: continue
      }
    }
    return false
  }

  /// True when a type keyword at `index` declares a type, rather than being a modifier
  /// (`class func`) or part of a constraint (`AnyObject`).
  private func startsType(at index: Int) -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1].isWord else { return false }
    return !["func", "var", "let", "subscript", "init"].contains(tokens[index + 1].text)
  }

  /// The declared type's name; for an extension of a nested type, its last component.
  private func typeName(after index: Int) -> String? {
    var name: String?
    var position = index + 1
    while position < tokens.count {
      let text = tokens[position].text
      if tokens[position].isWord {
        name = text
      } else if text != "." {
        break
      }
      position += 1
    }
    return name
  }

  private func startsInitializer(at index: Int) -> Bool {
    guard index > 0, index + 1 < tokens.count else { return false }
    guard tokens[index - 1].text != "." else { return false }
    return ["(", "?", "!", "<"].contains(tokens[index + 1].text)
  }

  /// `name(label:label:)` and the names its parameters go by inside it, or `nil` for an
  /// operator.
  private func signature(at index: Int) -> (method: String, parameters: [String])? {
    var position = index
    let name: String
    if tokens[index].text == "init" {
      name = "init"
    } else {
      guard index + 1 < tokens.count, tokens[index + 1].isWord else { return nil }
      name = tokens[index + 1].text
      position = index + 1
    }
    // Skip generic parameters and an initializer's `?` to the parameter list.
    while position < tokens.count, tokens[position].text != "(" { position += 1 }
    var labels: [String] = []
    var names: [String] = []
    var depth = 0
    var parameter: [String] = []
    var sawColon = false
    while position < tokens.count {
      let text = tokens[position].text
      switch text {
      case "(", "[", "<":
        depth += 1
      case ")", "]", ">":
        depth -= 1
      default:
        break
      }
      if depth == 0 {
        if let label = parameter.first { labels.append(label) }
        if let name = parameter.last { names.append(name) }
        break
      }
      if depth == 1 && text == "," {
        if let label = parameter.first { labels.append(label) }
        if let name = parameter.last { names.append(name) }
        parameter = []
        sawColon = false
      } else if depth == 1 && text == ":" {
        sawColon = true
      } else if depth == 1 && !sawColon && tokens[position].isWord && !text.hasPrefix("@") {
        parameter.append(text)
      }
      position += 1
    }
    return (name + "(" + labels.map { $0 + ":" }.joined() + ")", names)
  }

  /// True when the declaration at `index` says it returns something other than nothing.
  private func returnsValue(after index: Int) -> Bool {
    var position = index + 1
    var depth = 0
    while position < tokens.count {
      let text = tokens[position].text
      switch text {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "{" where depth == 0: return false
      case "->" where depth == 0:
        let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
        let after = position + 2 < tokens.count ? tokens[position + 2].text : ""
        return !(next == "Void" || next == "Never" || (next == "(" && after == ")"))
      default: break
      }
      position += 1
    }
    return false
  }
}
