/// What a stored property holds once values are seen through.
///
/// A struct or an enum is not a reference: a view controller that stores an `Assembly` holds
/// what the assembly holds, and a dispatcher that stores `[Registration]` holds each
/// registration's store, weakly when the registration does. The values of the modules the
/// architecture depends on are seen through alike: a router that stores the shared
/// `AppEnvironment` holds the environment's search service and clock. A qualified type such as
/// `SearchViewModel.Focus` names its last component: a nested type is itself, not its parent.
///
/// A value held as a protocol the architecture declares (`any Reducer`, `some Reducer`, or a
/// generic parameter `R: Reducer`) leads nowhere through the protocol: what the property holds
/// is one of the protocol's conformers. Each conformer that is one of the architecture's values
/// is drawn as a type of its own, holding what it stores (``drawnValues``). A `let` initialized
/// to an empty collection literal can never hold anything, and holds nothing here.
struct StoredValue {
  /// One stored property reached through zero or more values.
  struct Path: Equatable {
    /// The property names from the owner, such as `registrations.store`.
    var name: String
    /// The innermost property's written type; a generic parameter's is what it is constrained
    /// to.
    var typeText: String
    /// True when any property on the way is `weak` or `unowned`.
    var isWeak: Bool
    /// The drawn values the property holds: the conformers of the protocol it is typed with, or
    /// one such value stored as itself.
    var values: [String] = []
    /// False when ``values`` is everything the property can hold, so that its written type is
    /// no reference of its own.
    var holdsReference = true
  }

  /// The architecture's files.
  let files: [SwiftFile]
  /// The architecture's values held as one of its protocols, drawn as types of their own.
  private(set) var drawnValues: Set<String> = []

  /// The structs and enums by name, nested ones included: the architecture's, then those of the
  /// modules it depends on that it does not declare itself.
  private let values: [String: TypeDeclaration]
  /// The structs and enums the architecture declares.
  private let ownValues: Set<String>
  /// Each protocol the architecture declares, with the types of the architecture that conform
  /// to it, directly or through a protocol that refines it.
  private let conformers: [String: Set<String>]
  /// The classes, actors and protocols of the architecture and of the modules it depends on:
  /// what a generic parameter may stand for.
  private let referenceTypes: Set<String>

  /// The value types `files` declare, and those of `shared`, the files of the modules the
  /// architecture depends on.
  init(files: [SwiftFile], shared: [SwiftFile] = []) {
    self.files = files
    let own = files.flatMap(\.types)
    let all = shared.flatMap(\.types) + own
    var values: [String: TypeDeclaration] = [:]
    for type in all where ["struct", "enum"].contains(type.keyword) {
      values[type.name] = type
    }
    self.values = values
    ownValues = Set(own.filter { ["struct", "enum"].contains($0.keyword) }.map(\.name))
    referenceTypes = Set(
      all.filter { ["class", "actor", "protocol"].contains($0.keyword) }.map(\.name))
    conformers = Self.conformers(among: own)
    drawnValues = drawn()
  }

  /// The type names a written type mentions, each qualified name by its last component, in
  /// order: `(any SearchPresenterOutput)?` gives `any`, `SearchPresenterOutput`.
  static func typeNames(in typeText: String) -> [String] {
    typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }
      .compactMap { $0.split(separator: ".").last.map(String.init) }
  }

  /// A conformance as a type's header writes it, without generic arguments or qualification:
  /// `Reducer<State, Action>` gives `Reducer`.
  static func protocolName(_ written: String) -> String {
    let base = written.prefix { $0 != "<" }
    return base.split(separator: ".").last.map(String.init) ?? String(base)
  }

  /// True when `name` is a struct or an enum seen through, not one drawn as a type.
  func isValue(_ name: String) -> Bool {
    values[name] != nil && !drawnValues.contains(name)
  }

  /// The types that own stored references, each with its file: the architecture's classes and
  /// actors, and its drawn values.
  func owners() -> [(file: SwiftFile, type: TypeDeclaration)] {
    files.flatMap { file in
      file.types.filter { isOwner($0, drawn: drawnValues) }.map { (file, $0) }
    }
  }

  /// The properties `member` of `owner` stores, seen through values.
  ///
  /// `member` itself when its type is no value seen through, else each stored property of the
  /// value, in turn seen through (a value that holds no property gives nothing). A `let` that
  /// is always empty gives nothing.
  func paths(of member: Member, in owner: TypeDeclaration) -> [Path] {
    paths(of: member, in: owner, drawn: drawnValues)
  }

  private func paths(of member: Member, in owner: TypeDeclaration, drawn: Set<String>) -> [Path] {
    guard !member.isAlwaysEmpty else { return [] }
    return paths(
      name: member.name, typeText: member.typeText, isWeak: member.isWeak, in: owner, seen: [],
      drawn: drawn)
  }

  private func paths(
    name: String, typeText: String, isWeak: Bool, in declaring: TypeDeclaration,
    seen: Set<String>, drawn: Set<String>
  ) -> [Path] {
    var path = Path(name: name, typeText: typeText, isWeak: isWeak)
    guard !typeText.contains("->"),
      var first = Self.typeNames(in: typeText).first(where: { !["any", "some"].contains($0) })
    else { return [path] }
    if let constraints = declaring.genericConstraints[first] {
      // A generic parameter holds what it is constrained to.
      guard let constraint = constraints.first(where: referenceTypes.contains) else {
        return [path]
      }
      first = constraint
      path.typeText = constraint
    }
    if drawn.contains(first) {
      path.values = [first]
      path.holdsReference = false
      return [path]
    }
    if let conforming = conformers[first] {
      path.values = conforming.filter(ownValues.contains).sorted()
      path.holdsReference = path.values.isEmpty || conforming.contains { !ownValues.contains($0) }
      return [path]
    }
    guard let value = values[first] else { return [path] }
    guard !seen.contains(first) else { return [] }
    return value.members.filter { $0.isStored && $0.kind == .property && !$0.isAlwaysEmpty }
      .flatMap { inner in
        paths(
          name: name + "." + inner.name, typeText: inner.typeText,
          isWeak: isWeak || inner.isWeak, in: value, seen: seen.union([first]), drawn: drawn)
      }
  }

  private func isOwner(_ type: TypeDeclaration, drawn: Set<String>) -> Bool {
    ["class", "actor"].contains(type.keyword)
      || (["struct", "enum"].contains(type.keyword) && drawn.contains(type.name))
  }

  /// The values reached as conformers from the classes and actors, and from those values in
  /// turn.
  private func drawn() -> Set<String> {
    var drawn: Set<String> = []
    var owners = files.flatMap(\.types).filter { isOwner($0, drawn: []) }
    while let owner = owners.popLast() {
      for member in owner.members where member.isStored && member.kind == .property {
        for path in paths(of: member, in: owner, drawn: drawn) {
          for value in path.values where drawn.insert(value).inserted {
            owners += files.flatMap(\.types).filter {
              $0.name == value && isOwner($0, drawn: drawn)
            }
          }
        }
      }
    }
    return drawn
  }

  /// Each protocol among `types`, with the other types that conform to it.
  private static func conformers(among types: [TypeDeclaration]) -> [String: Set<String>] {
    let protocols = Set(types.filter { $0.keyword == "protocol" }.map(\.name))
    var direct: [String: Set<String>] = [:]
    for type in types {
      for written in type.inheritance where protocols.contains(protocolName(written)) {
        direct[protocolName(written), default: []].insert(type.name)
      }
    }
    var conformers: [String: Set<String>] = [:]
    for name in protocols {
      var found: Set<String> = []
      var visited: Set<String> = [name]
      var pending = Array(direct[name] ?? [])
      while let next = pending.popLast() {
        if protocols.contains(next) {
          // A protocol that refines this one passes its conformers on.
          if visited.insert(next).inserted { pending += direct[next] ?? [] }
        } else {
          found.insert(next)
        }
      }
      conformers[name] = found
    }
    return conformers
  }
}
