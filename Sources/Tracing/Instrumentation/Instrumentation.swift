import SwiftSource

/// Rewrites one source file of an architecture into its traced copy: the first statement of
/// every method and initializer calls `Trace.enter`, and of every `Task { … }` a method starts,
/// `Trace.resume` (see `Trace` in the `Tracing` module).
///
/// Nothing else changes, and every insertion stays on the line it belongs to, so that a
/// compiler message about the copy points at the same line of the original. Computed
/// properties, subscripts, `deinit` and operators are left as they are.
package struct Instrumentation {
  /// The architecture's name, as events report it, such as `MVP`.
  package var architecture: String
  /// Modules merged into the traced copy, whose imports are dropped, such as `MVPPresentation`.
  package var mergedModules: Set<String>

  /// An instrumentation for `architecture`.
  package init(architecture: String, mergedModules: Set<String>) {
    self.architecture = architecture
    self.mergedModules = mergedModules
  }

  /// The traced copy of `text`.
  package func instrument(_ text: String) -> String {
    let code = SwiftCode(text)
    let tokens = Token.tokens(of: code)
    var insertions = Scanner(tokens: tokens, architecture: architecture).insertions()
    insertions += importEdits(tokens)
    var scalars = Array(text.unicodeScalars)
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      scalars.replaceSubrange(
        insertion.offset..<(insertion.offset + insertion.removing),
        with: insertion.text.unicodeScalars)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    // On the first line, so that every line keeps its number.
    return "import Tracing; " + String(result)
  }

  /// Drops `import X` for each merged module X (blanking it keeps the line numbers).
  private func importEdits(_ tokens: [Token]) -> [Insertion] {
    var edits: [Insertion] = []
    for (index, token) in tokens.enumerated()
    where token.text == "import" && token.startsLine && index + 1 < tokens.count
      && mergedModules.contains(tokens[index + 1].text)
    {
      let end = tokens[index + 1].offset + tokens[index + 1].text.unicodeScalars.count
      edits.append(Insertion(offset: token.offset, removing: end - token.offset, text: ""))
    }
    return edits
  }
}

/// Text to put at an offset of the original, replacing `removing` scalars.
struct Insertion {
  var offset: Int
  var removing = 0
  var text: String
}

/// Walks the tokens once, keeping the nesting of types, functions and other blocks.
private struct Scanner {
  private enum Scope {
    case type(String, isProtocol: Bool)
    case function(type: String, method: String)
    case other
  }

  private enum Pending {
    case type(String, isProtocol: Bool)
    case function(method: String?, returnsValue: Bool)
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
        case .function(let method?, let returnsValue):
          let type = enclosingType(scopes)
          scopes.append(.function(type: type, method: method))
          insertions += entry(at: index, type: type, method: method, returnsValue: returnsValue)
        case .function(nil, _):
          scopes.append(.other)
        case .task:
          let (type, method) = enclosingFunction(scopes)
          scopes.append(.other)
          insertions.append(taskStart(at: index, type: type, method: method))
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
        pending = .function(method: methodName(at: index), returnsValue: returnsValue(after: index))
      case "init" where !isInProtocol(scopes) && startsInitializer(at: index):
        pending = .function(method: methodName(at: index), returnsValue: false)
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

  /// `name(label:label:)`, or `nil` for an operator.
  private func methodName(at index: Int) -> String? {
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
        break
      }
      if depth == 1 && text == "," {
        if let label = parameter.first { labels.append(label) }
        parameter = []
        sawColon = false
      } else if depth == 1 && text == ":" {
        sawColon = true
      } else if depth == 1 && !sawColon && tokens[position].isWord && !text.hasPrefix("@") {
        parameter.append(text)
      }
      position += 1
    }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
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

  // MARK: - What is written

  private func call(_ function: String, type: String, method: String) -> String {
    "Trace.\(function)(\"\(architecture)\", \"\(type)\", \"\(method)\")"
  }

  /// The first statement of a body whose `{` is at `index`.
  private func entry(at index: Int, type: String, method: String, returnsValue: Bool)
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
  private func taskStart(at index: Int, type: String, method: String) -> Insertion {
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
