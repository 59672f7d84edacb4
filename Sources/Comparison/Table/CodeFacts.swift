/// The facts the table reads off an architecture's files with no declaration at all.
struct CodeFacts {
  /// The architecture's Swift files, `Demo/` left out.
  let files: [SwiftFile]
  /// The Swift files of the modules the architecture depends on.
  var shared: [SwiftFile] = []

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

  /// Stored properties that refer to a class, actor or protocol the architecture declares or to
  /// one of `extra`, stored closures with the types that set them capturing `[weak self]`, and
  /// the architecture's screens the toolkit holds: what the graph draws between these types.
  ///
  /// Only classes, actors and the values drawn as types own references; any other struct or
  /// enum they store is seen through to what it holds (``StoredValue``), so
  /// `Dispatcher.registrations` refers to `Store`, weakly.
  func references(toTypesAnd extra: [String]) -> [ArchitectureProfile.Reference] {
    let values = StoredValue(files: files, shared: shared)
    let targets = Set(
      declaredTypes.filter { ["class", "actor", "protocol"].contains($0.keyword) }.map(\.name)
    ).union(extra).union(values.drawnValues)
    var references: [ArchitectureProfile.Reference] = []
    for (file, type) in values.owners() {
      for member in type.members where member.isStored && !member.isAlwaysEmpty {
        let location = location(of: member, in: type.name, file: file)
        if member.typeText.contains("->") {
          references.append(.init(location: location, target: "", isWeak: false, isClosure: true))
          references += weakCaptures(of: member.name, declaredAt: location)
          continue
        }
        for path in values.paths(of: member, in: type) where !path.typeText.contains("->") {
          var found = path.values
          if path.holdsReference,
            let target = StoredValue.typeNames(in: path.typeText).first(where: targets.contains)
          {
            found.append(target)
          }
          var pathLocation = location
          pathLocation.member = path.name
          for target in found where target != type.name {
            references.append(
              .init(location: pathLocation, target: target, isWeak: path.isWeak, isClosure: false))
          }
        }
      }
    }
    for hold in ToolkitHolds(files: files, shared: shared).holds()
    where targets.contains(hold.target) {
      let location = CodeLocation(
        file: hold.file, type: hold.owner, member: hold.role.rawValue, line: hold.line)
      references.append(
        .init(
          location: location, target: hold.target, isWeak: false, isClosure: false,
          isToolkit: true))
    }
    return references
  }

  /// `receiver.property = { [weak self] …` in a member of some type, where `receiver` is that
  /// type's stored property of the closure owner's type: the owner calls back its creator,
  /// which it holds only weakly.
  private func weakCaptures(of property: String, declaredAt location: CodeLocation)
    -> [ArchitectureProfile.Reference]
  {
    var captures: [ArchitectureProfile.Reference] = []
    for file in files {
      for offset in file.offsets(of: property) {
        guard let receiver = file.word(endingBefore: offset, after: "."),
          file.code.slice(offset..<min(file.code.scalars.count, offset + 200))
            .replacingOccurrences(of: " ", with: "")
            .hasPrefix(property + "={[weakself]"),
          let enclosing = file.enclosingMember(of: offset),
          storedType(of: receiver, in: enclosing.type) == location.type
        else { continue }
        captures.append(
          .init(location: location, target: enclosing.type, isWeak: true, isClosure: true))
      }
    }
    return captures
  }

  /// The type of `type`'s stored property `name`, as its first written word.
  private func storedType(of name: String, in type: String) -> String? {
    let member = files.flatMap { $0.members(of: type) }.first { $0.isStored && $0.name == name }
    return member?.typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
      .first { $0 != "any" && $0 != "some" }.map(String.init)
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
