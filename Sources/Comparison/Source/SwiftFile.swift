import SwiftSource

/// The declarations of one Swift file, found by scanning its ``SwiftCode``: the imports, the
/// types and extensions with their members, and which member encloses an offset.
///
/// It reads the shapes this package writes — one declaration per line, braces balanced — and
/// needs no compiler, so the tools stay quick and the table can name what it checked.
package struct SwiftFile: Sendable {
  /// The path the file was read from, relative to the package root.
  package let path: String
  /// The blanked code.
  package let code: SwiftCode
  /// The modules imported at the top level, in order.
  package let imports: [String]
  /// Each type declaration and extension, in order.
  package let types: [TypeDeclaration]

  /// Scans `text`, read from `path`.
  package init(path: String, text: String) {
    self.path = path
    code = SwiftCode(text)
    var scanner = DeclarationScanner(code: code)
    types = scanner.scanTypes()
    imports = code.text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 2, words[words.count - 2] == "import" else { return nil }
      return String(words[words.count - 1])
    }
  }

  /// The members of `typeName`, from its declaration and every extension of it in this file.
  package func members(of typeName: String) -> [Member] {
    types.filter { $0.name == typeName }.flatMap(\.members)
  }

  /// True when the file declares `typeName` or extends it.
  package func mentionsType(_ typeName: String) -> Bool {
    types.contains { $0.name == typeName }
  }

  /// The member of a type whose body holds `offset`, if any.
  package func enclosingMember(of offset: Int) -> (type: String, member: Member)? {
    for type in types {
      for member in type.members where member.body?.contains(offset) == true {
        return (type.name, member)
      }
    }
    return nil
  }

  /// The identifier just before `offset` when `separator` sits between them (`receiver` in
  /// `receiver.property`).
  package func word(endingBefore offset: Int, after separator: Unicode.Scalar) -> String? {
    let scalars = code.scalars
    guard offset > 0, scalars[offset - 1] == separator else { return nil }
    var start = offset - 1
    while start > 0, scalars[start - 1].isIdentifierPart { start -= 1 }
    return start < offset - 1 ? code.slice(start..<(offset - 1)) : nil
  }

  /// Every offset at which `word` starts as a whole word in the code.
  package func offsets(of word: String) -> [Int] {
    let target = Array(word.unicodeScalars)
    let scalars = code.scalars
    guard !target.isEmpty, scalars.count >= target.count else { return [] }
    var found: [Int] = []
    for start in 0...(scalars.count - target.count) where scalars[start] == target[0] {
      guard scalars[start..<(start + target.count)].elementsEqual(target) else { continue }
      let before = start > 0 ? scalars[start - 1] : " "
      let after = start + target.count < scalars.count ? scalars[start + target.count] : " "
      let endsWord = !(after.isIdentifierPart && target.last?.isIdentifierPart == true)
      if !before.isIdentifierPart && endsWord { found.append(start) }
    }
    return found
  }
}
