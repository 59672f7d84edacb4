import SwiftSource

/// The renames that make a copy of one architecture's files another architecture's: its modules,
/// its folder, its entry point; the type names stay, since they are the pattern's vocabulary.
struct Renaming: Sendable {
  /// The architecture copied.
  let source: SourceArchitecture
  /// The new architecture's name.
  let name: ArchitectureName

  /// The module names, most specific first, each renamed wherever it is a whole word: code,
  /// strings and comments alike, since nothing else is called `MVPPresentationTests`.
  private var modules: [(old: String, new: String)] {
    ["PresentationTests", "Tests", "Presentation", "Demo"].map {
      (source.folder + $0, name.folder + $0)
    }
  }

  /// The path of a copied file: `Sources/MVP/UI/X.swift` → `Sources/MyMVP/UI/X.swift`,
  /// `Tests/MVPTests/X.swift` → `Tests/MyMVPTests/X.swift`.
  func path(_ path: String) -> String {
    for (old, new) in [
      ("Sources/\(source.folder)/", "Sources/\(name.folder)/"),
      ("Tests/\(source.folder)PresentationTests/", "Tests/\(name.folder)PresentationTests/"),
      ("Tests/\(source.folder)Tests/", "Tests/\(name.folder)Tests/"),
    ] where path.hasPrefix(old) {
      return new + path.dropFirst(old.count)
    }
    return path
  }

  /// A text file other than Swift (`concerns.json`): the module names, the entry point as
  /// `Architecture.mvp` names it, and the folder's paths.
  func text(_ text: String) -> String {
    var text = text
    for (old, new) in modules { text = Self.replacingWord(old, with: new, in: text) }
    text = Self.replacingWord(
      "Architecture." + source.entryPoint, with: "Architecture." + name.entryPoint, in: text)
    return text.replacingOccurrences(
      of: "Sources/\(source.folder)/", with: "Sources/\(name.folder)/")
  }

  /// A Swift file: the module names and the folder's paths, then, in code only (never in a
  /// comment or a string), the architecture's module where it is a word (`import MVP`,
  /// `@testable import MVP`, `MVP.Assembly`) and its entry point where a member is named
  /// (`.mvp`); then the imports sorted again, as the formatter keeps them.
  func swift(_ source: String) -> String {
    let renamed = text(source)
    let code = SwiftCode(renamed)
    let tokens = Token.tokens(of: code)
    var scalars = Array(renamed.unicodeScalars)
    for (position, token) in tokens.enumerated().reversed() {
      let previous = position > 0 ? tokens[position - 1].text : ""
      let replacement: String
      if token.text == self.source.folder, previous != "." {
        replacement = name.folder
      } else if token.text == self.source.entryPoint, previous == "." {
        replacement = name.entryPoint
      } else {
        continue
      }
      scalars.replaceSubrange(
        token.offset..<(token.offset + token.text.unicodeScalars.count),
        with: replacement.unicodeScalars)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return Self.sortingImports(String(result))
  }

  /// `text` with every whole-word `word` (not inside a longer identifier) replaced by `new`.
  static func replacingWord(_ word: String, with new: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: word) {
      let before = rest[..<range.lowerBound].last ?? (result.last ?? " ")
      let after = rest[range.upperBound...].first ?? " "
      result += rest[..<range.lowerBound]
      if isIdentifierCharacter(before) || isIdentifierCharacter(after) {
        result += word
      } else {
        result += new
      }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// `text` with each run of consecutive `import X` lines, and of `@testable import X` lines,
  /// sorted as swift-format's OrderedImports sorts them.
  static func sortingImports(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var start = 0
    while start < lines.count {
      guard let kind = importKind(lines[start]) else {
        start += 1
        continue
      }
      var end = start + 1
      while end < lines.count, importKind(lines[end]) == kind { end += 1 }
      lines[start..<end].sort()
      start = end
    }
    return lines.joined(separator: "\n")
  }

  /// `import` or `@testable import` for a line that imports a module, nil for any other line.
  private static func importKind(_ line: String) -> String? {
    for kind in ["import ", "@testable import "] where line.hasPrefix(kind) {
      let module = line.dropFirst(kind.count)
      if !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        return kind
      }
    }
    return nil
  }
}
