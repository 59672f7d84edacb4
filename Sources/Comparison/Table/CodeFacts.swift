/// The facts the table reads off an architecture's files with no declaration at all.
struct CodeFacts {
  /// The architecture's Swift files, `Demo/` left out.
  let files: [SwiftFile]

  /// The types the architecture declares (not the ones it only extends).
  var declaredTypes: [TypeDeclaration] {
    files.flatMap(\.types).filter { $0.keyword != "extension" }
  }

  /// The stored properties whose written type is exactly `typeText`, such as `[Repository]`.
  func storedProperties(ofType typeText: String) -> [CodeLocation] {
    locations { type, member in member.isStored && member.typeText == typeText }
  }

  /// The members whose body uses `text`, such as `.searchService`.
  func members(using text: String) -> [CodeLocation] {
    var found: [CodeLocation] = []
    let word = text.hasPrefix(".") ? String(text.dropFirst()) : text
    for file in files {
      for offset in file.offsets(of: word)
      where !text.hasPrefix(".") || (offset > 0 && file.code.scalars[offset - 1] == ".") {
        if let enclosing = file.enclosingMember(of: offset) {
          found.append(location(of: enclosing.member, in: enclosing.type, file: file))
        }
      }
    }
    return unique(found)
  }

  /// The members that create one of the architecture's view controllers.
  func screenCreation() -> [CodeLocation] {
    let controllers = declaredTypes.filter { $0.keyword == "class" }
      .filter { $0.inheritance.first?.hasSuffix("Controller") == true }.map(\.name)
    var found: [CodeLocation] = []
    for file in files {
      for name in controllers {
        for offset in file.offsets(of: name) {
          let after = offset + name.unicodeScalars.count
          guard after < file.code.scalars.count, file.code.scalars[after] == "(",
            let enclosing = file.enclosingMember(of: offset)
          else { continue }
          found.append(location(of: enclosing.member, in: enclosing.type, file: file))
        }
      }
    }
    return unique(found.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
  }

  /// Stored properties that refer to a type the architecture declares, or to one of `extra`.
  func references(toTypesAnd extra: [String]) -> [ArchitectureProfile.Reference] {
    let targets = Set(declaredTypes.map(\.name)).union(extra)
    var references: [ArchitectureProfile.Reference] = []
    for file in files {
      for type in file.types {
        for member in type.members where member.isStored {
          let words = member.typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
          guard let target = words.map(String.init).first(where: targets.contains),
            target != type.name
          else { continue }
          references.append(
            .init(
              location: location(of: member, in: type.name, file: file), target: target,
              isWeak: member.isWeak))
        }
      }
    }
    return references
  }

  private func locations(where matches: (String, Member) -> Bool) -> [CodeLocation] {
    files.flatMap { file in
      file.types.flatMap { type in
        type.members.filter { matches(type.name, $0) }.map {
          location(of: $0, in: type.name, file: file)
        }
      }
    }
  }

  private func location(of member: Member, in type: String, file: SwiftFile) -> CodeLocation {
    CodeLocation(file: file.path, type: type, member: member.selector, line: member.line)
  }

  private func unique(_ locations: [CodeLocation]) -> [CodeLocation] {
    var seen = Set<String>()
    return locations.filter { seen.insert($0.file + "#" + $0.symbol).inserted }
  }
}
