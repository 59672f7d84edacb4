/// The types a graph may draw: the architecture's own classes, actors and protocols, its values
/// held as a protocol, and the classes, actors and protocols of the modules it depends on.
struct TypeIndex {
  /// Every known type by name.
  private(set) var nodes: [String: ArchitectureGraph.Node] = [:]

  /// The file's top-level classes, actors and protocols: the types a reference can point to.
  ///
  /// Structs and enums are values, drawn through whoever stores them.
  mutating func addTopLevel(of file: SwiftFile, module: String?) {
    for type in topLevelTypes(of: file) where ["class", "actor", "protocol"].contains(type.keyword)
    {
      nodes[type.name] = .init(name: type.name, keyword: type.keyword, module: module)
    }
  }

  /// The file's structs and enums among `drawn`: values held as a protocol, drawn as types of
  /// their own (see ``StoredValue``).
  mutating func addDrawnValues(of file: SwiftFile, module: String?, drawn: Set<String>) {
    for type in file.types where ["struct", "enum"].contains(type.keyword) {
      if drawn.contains(type.name) {
        nodes[type.name] = .init(name: type.name, keyword: type.keyword, module: module)
      }
    }
  }

  /// The file's top-level classes, actors and protocols: what an architecture holds by reference.
  ///
  /// Shared structs, such as `Repository`, are values and stay out.
  mutating func addShared(of file: SwiftFile, module: String) {
    for type in topLevelTypes(of: file)
    where ["class", "actor", "protocol"].contains(type.keyword) && nodes[type.name] == nil {
      nodes[type.name] = .init(name: type.name, keyword: type.keyword, module: module)
    }
  }

  /// A protocol of the standard library, such as `Clock`, held as `any Clock<Duration>`.
  mutating func addExistential(_ name: String) {
    if nodes[name] == nil { nodes[name] = .init(name: name, keyword: "protocol", module: nil) }
  }

  private func topLevelTypes(of file: SwiftFile) -> [TypeDeclaration] {
    // Split at each line break byte, as the scanner numbers lines (`SwiftCode.line(of:)`).
    let lines = file.code.text.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    return file.types.filter { type in
      type.keyword != "extension" && lines.indices.contains(type.line - 1)
        && Substring(lines[type.line - 1]).first?.isWhitespace == false
    }
  }
}
