/// The edges of a graph: each stored property of an architecture's type that holds a known
/// type or a closure, each screen the toolkit holds for it, and each conformance to a protocol
/// in the graph.
struct ReferenceFinder {
  /// What the architecture's types store, values seen through.
  let values: StoredValue
  /// The screens the toolkit holds for the architecture.
  let holds: ToolkitHolds
  /// The types an edge may point to; grows by the standard library's protocols held as `any`.
  var types: TypeIndex

  /// The architecture's files.
  private var files: [SwiftFile] { values.files }

  /// Every edge, sorted: by owner, references before conformances, then by property.
  ///
  /// Only classes, actors and the values drawn as types own references: any other struct's or
  /// enum's stored properties are drawn from whoever stores the value (see ``StoredValue``).
  mutating func edges() -> [ArchitectureGraph.Edge] {
    var edges: [ArchitectureGraph.Edge] = []
    for (_, type) in values.owners() {
      for member in type.members where member.isStored && member.kind == .property {
        for path in values.paths(of: member, in: type) {
          if path.typeText.contains("->") {
            if path.name == member.name {
              edges += closureSetters(of: member.name, heldBy: type.name)
            }
            continue
          }
          var targets = path.values
          if path.holdsReference, let target = target(of: path.typeText) {
            targets.append(target)
          }
          for target in targets where target != type.name {
            edges.append(
              .init(
                from: type.name, to: target, property: path.name,
                kind: path.isWeak ? .weak : .strong, isClosure: false))
          }
        }
      }
    }
    for hold in holds.holds() {
      edges.append(
        .init(
          from: hold.owner, to: hold.target, property: hold.role.rawValue, kind: .strong,
          isClosure: false, isToolkit: true))
    }
    for file in files {
      for type in file.types {
        for name in type.inheritance.map(StoredValue.protocolName(_:))
        where types.nodes[name]?.keyword == "protocol" {
          edges.append(
            .init(from: type.name, to: name, property: "", kind: .conformance, isClosure: false))
        }
      }
    }
    var seen = Set<String>()
    return edges.filter { seen.insert("\($0.from) \($0.to) \($0.property) \($0.kind)").inserted }
      .sorted { left, right in
        (left.from, left.kind == .conformance ? 1 : 0, left.property, left.to)
          < (right.from, right.kind == .conformance ? 1 : 0, right.property, right.to)
      }
  }

  /// The graph's type a written type refers to: its first type after `any` or `some` (a
  /// qualified name by its last component), if the graph knows it as a reference type; a
  /// standard library protocol written `any P` joins the graph.
  private mutating func target(of typeText: String) -> String? {
    let words = StoredValue.typeNames(in: typeText)
    guard let index = words.firstIndex(where: { $0 != "any" && $0 != "some" }) else {
      return nil
    }
    let name = words[index]
    if values.isValue(name) { return nil }
    if types.nodes[name] != nil { return name }
    guard index > 0, words[index - 1] == "any", name.first?.isUppercase == true else {
      return nil
    }
    types.addExistential(name)
    return name
  }

  /// `receiver.property = { … }` in a member of some type whose stored `receiver` is of the
  /// owner's type: that type sets the owner's closure, weakly when it captures `[weak self]`.
  private func closureSetters(of property: String, heldBy owner: String)
    -> [ArchitectureGraph.Edge]
  {
    var edges: [ArchitectureGraph.Edge] = []
    for file in files {
      for offset in file.offsets(of: property) {
        let rest = file.code.slice(offset..<min(file.code.scalars.count, offset + 200))
          .filter { !$0.isWhitespace }
        guard let receiver = file.word(endingBefore: offset, after: "."),
          rest.hasPrefix(property + "={"),
          let enclosing = file.enclosingMember(of: offset),
          storedType(of: receiver, in: enclosing.type) == owner
        else { continue }
        let after = rest.dropFirst(property.count + 2)
        let isWeak = after.hasPrefix("[weakself]") || after.hasPrefix("[unownedself]")
        edges.append(
          .init(
            from: owner, to: enclosing.type, property: property,
            kind: isWeak ? .weak : .strong, isClosure: true))
      }
    }
    return edges
  }

  /// The first written word of the type of `type`'s stored property `name`.
  private func storedType(of name: String, in type: String) -> String? {
    let member = files.flatMap { $0.members(of: type) }.first { $0.isStored && $0.name == name }
    return member?.typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
      .first { $0 != "any" && $0 != "some" }.map(String.init)
  }
}
