import Comparison

/// The lines `new-architecture` adds to the registry's source, and takes out: the import of the
/// new architecture's module, among the others in their order, and its line in `added`.
enum RegistryList {
  /// The name of the list.
  static let added = "added"

  /// `text`, the registry's source, importing `name`'s module among its imports and with
  /// `.entryPoint` at the end of `added`, saying where it was copied from; nil when there is no
  /// `added` list written as the kit writes it, or no import.
  static func adding(
    _ name: ArchitectureName, copiedFrom source: SourceArchitecture, to text: String
  ) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
    guard let lastImport = imports.last else { return nil }
    let module = "import " + name.folder
    lines.insert(module, at: imports.first { lines[$0] > module } ?? lastImport + 1)
    let registry = RegistrySource(text: lines.joined(separator: "\n"))
    guard let (first, last) = registry.list(added) else { return nil }
    let line = "    .\(name.entryPoint),  // copied from \(source.key)"
    if first == last {
      lines.replaceSubrange(
        first...first,
        with: ["  public static let \(added): [Architecture] = [", line, "  ]"])
    } else {
      lines.insert(line, at: last)
    }
    return commasAsTheFormatterWrites(lines).joined(separator: "\n")
  }

  /// `lines` with a comma after each entry of `added` when it has several, and none after its
  /// only one, as swift-format writes a collection on lines of its own.
  static func commasAsTheFormatterWrites(_ lines: [String]) -> [String] {
    let registry = RegistrySource(text: lines.joined(separator: "\n"))
    guard let (first, last) = registry.list(added), first < last else { return lines }
    let entries = ((first + 1)..<last).filter {
      RegistrySource.entryPoint(inLine: registry.lines[$0]) != nil
    }
    var lines = lines
    for index in entries {
      let line = lines[index]
      let name = "    ." + (RegistrySource.entryPoint(inLine: Substring(line)) ?? "")
      var rest = line.dropFirst(name.count)
      if rest.first == "," { rest = rest.dropFirst() }
      lines[index] = name + (entries.count > 1 ? "," : "") + rest
    }
    return lines
  }

  /// `text` without the import of `name`'s module and the line of its entry point in `added`,
  /// the list written `[]` again when it was the last; `text` as it is when neither is there,
  /// nil when there is no `added`.
  static func removing(_ name: ArchitectureName, from text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0 == "import " + name.folder }
    let registry = RegistrySource(text: lines.joined(separator: "\n"))
    guard let (first, last) = registry.list(added) else { return nil }
    guard
      let index = (first..<last).first(where: {
        RegistrySource.entryPoint(inLine: registry.lines[$0]) == name.entryPoint
      })
    else { return registry.lines.joined(separator: "\n") }
    if last - first == 2 {
      lines.replaceSubrange(
        first...last, with: ["  public static let \(added): [Architecture] = []"])
    } else {
      lines.remove(at: index)
    }
    return commasAsTheFormatterWrites(lines).joined(separator: "\n")
  }
}
