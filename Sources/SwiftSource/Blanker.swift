/// The state machine behind ``SwiftCode``: code, comments (nested), strings (single-line,
/// multi-line, raw) and interpolations inside strings (nested).
struct Blanker {
  private var input: [Unicode.Scalar]
  private var index = 0

  init(_ input: [Unicode.Scalar]) {
    self.input = input
  }

  mutating func run() -> [Unicode.Scalar] {
    code(untilClosingParenthesis: false)
    return input
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    input.indices.contains(index + offset) ? input[index + offset] : nil
  }

  private mutating func blank(_ count: Int = 1) {
    for _ in 0..<count where index < input.count {
      if input[index] != "\n" { input[index] = " " }
      index += 1
    }
  }

  /// Scans code; inside an interpolation, stops after its closing parenthesis.
  private mutating func code(untilClosingParenthesis: Bool) {
    var depth = 0
    while let scalar = peek() {
      switch scalar {
      case "/" where peek(1) == "/":
        while let next = peek(), next != "\n" { blank() }
      case "/" where peek(1) == "*":
        blockComment()
      case "\"":
        string()
      case "#" where startsString():
        string()
      case "(":
        depth += 1
        index += 1
      case ")":
        if untilClosingParenthesis && depth == 0 {
          index += 1
          return
        }
        depth -= 1
        index += 1
      default:
        index += 1
      }
    }
  }

  private func startsString() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\"" || (offset > 0 && peek(offset) == "/")
  }

  private mutating func blockComment() {
    var depth = 0
    repeat {
      if peek() == "/" && peek(1) == "*" {
        depth += 1
        blank(2)
      } else if peek() == "*" && peek(1) == "/" {
        depth -= 1
        blank(2)
      } else {
        blank()
      }
    } while depth > 0 && index < input.count
  }

  /// A string or raw regex literal: `"…"`, `"""…"""`, `#"…"#`, `#/…/#`.
  private mutating func string() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      index += 1
    }
    let isRegex = peek() == "/"
    let isMultiline = !isRegex && peek(1) == "\"" && peek(2) == "\""
    let delimiter: [Unicode.Scalar] = isRegex ? ["/"] : isMultiline ? ["\"", "\"", "\""] : ["\""]
    index += delimiter.count
    while let scalar = peek() {
      if scalar == "\\" && hasHashes(hashes, from: 1) && !isRegex {
        if peek(1 + hashes) == "(" {
          index += 2 + hashes
          code(untilClosingParenthesis: true)
        } else {
          blank(2 + hashes)
        }
      } else if matches(delimiter) && hasHashes(hashes, from: delimiter.count) {
        index += delimiter.count + hashes
        return
      } else if scalar == "\n" && !isMultiline && !isRegex {
        return
      } else {
        blank()
      }
    }
  }

  private func matches(_ delimiter: [Unicode.Scalar]) -> Bool {
    delimiter.enumerated().allSatisfy { peek($0.offset) == $0.element }
  }

  private func hasHashes(_ count: Int, from offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == "#" }
  }
}
