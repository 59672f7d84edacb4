/// What a stored property holds once the architecture's value types are seen through.
///
/// A struct or an enum is not a reference: a view controller that stores an `Assembly` holds
/// what the assembly holds, and a dispatcher that stores `[Registration]` holds each
/// registration's store, weakly when the registration does. A qualified type such as
/// `SearchViewModel.Focus` names its last component: a nested type is itself, not its parent.
struct StoredValue {
  /// One stored property reached through zero or more values.
  struct Path: Equatable {
    /// The property names from the owner, such as `registrations.store`.
    var name: String
    /// The innermost property's written type.
    var typeText: String
    /// True when any property on the way is `weak` or `unowned`.
    var isWeak: Bool
  }

  /// The architecture's structs and enums by name, nested ones included.
  private let values: [String: TypeDeclaration]

  /// The value types `files` declare.
  init(files: [SwiftFile]) {
    var values: [String: TypeDeclaration] = [:]
    for file in files {
      for type in file.types where ["struct", "enum"].contains(type.keyword) {
        values[type.name] = type
      }
    }
    self.values = values
  }

  /// The type names a written type mentions, each qualified name by its last component, in
  /// order: `(any SearchPresenterOutput)?` gives `any`, `SearchPresenterOutput`.
  static func typeNames(in typeText: String) -> [String] {
    typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }
      .compactMap { $0.split(separator: ".").last.map(String.init) }
  }

  /// True when `name` is one of the architecture's structs or enums.
  func isValue(_ name: String) -> Bool {
    values[name] != nil
  }

  /// The properties `member` stores, seen through the architecture's value types: `member`
  /// itself when its type is not one of them, else each stored property of the value, in turn
  /// seen through (a value that holds no property gives nothing).
  func paths(of member: Member) -> [Path] {
    paths(name: member.name, typeText: member.typeText, isWeak: member.isWeak, seen: [])
  }

  private func paths(name: String, typeText: String, isWeak: Bool, seen: Set<String>) -> [Path] {
    let first = Self.typeNames(in: typeText).first { !["any", "some"].contains($0) }
    guard let first, let value = values[first], !typeText.contains("->") else {
      return [Path(name: name, typeText: typeText, isWeak: isWeak)]
    }
    guard !seen.contains(first) else { return [] }
    return value.members.filter { $0.isStored && $0.kind == .property }.flatMap { inner in
      paths(
        name: name + "." + inner.name, typeText: inner.typeText, isWeak: isWeak || inner.isWeak,
        seen: seen.union([first]))
    }
  }
}
