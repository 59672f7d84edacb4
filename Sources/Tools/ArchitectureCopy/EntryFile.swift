/// An architecture's `UI/Architecture+Entry.swift`, read and rewritten as text: the entry point
/// it declares and the facts it gives (`name:`, `executable:`, `folder:`, `summary:`).
enum EntryFile {
  /// The entry point `text` declares: `mvp` for `public static let mvp = Architecture(`.
  static func entryPoint(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("public static let "), let equals = trimmed.firstIndex(of: "=")
      else { continue }
      let name = trimmed.dropFirst("public static let ".count)[..<equals]
        .trimmingCharacters(in: .whitespaces)
      if trimmed[equals...].dropFirst().drop(while: { $0 == " " }).hasPrefix("Architecture(") {
        return name
      }
    }
    return nil
  }

  /// The string literal of the argument `label` on a line of its own: `MVP` for
  /// `    name: "MVP",`.
  static func value(of label: String, in text: String) -> String? {
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix(label + ": \"") else { continue }
      let value = trimmed.dropFirst(label.count + 3)
      guard let end = value.firstIndex(of: "\"") else { return nil }
      return String(value[..<end])
    }
    return nil
  }

  /// `text` with the copy's facts: its entry point, name, demo and folder, and a summary the
  /// learner rewrites; nil when a fact is not where the kit's entry files give it.
  static func rewritten(
    _ text: String, from source: SourceArchitecture, to name: ArchitectureName
  ) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func replace(_ label: String, with value: String) -> Bool {
      guard let index = lines.firstIndex(where: { $0.hasPrefix("    \(label): \"") }) else {
        return false
      }
      lines[index] = "    \(label): \"\(value)\","
      return true
    }
    guard replace("name", with: name.folder), replace("executable", with: name.demo),
      replace("folder", with: name.folder),
      let summary = lines.firstIndex(where: { $0.hasPrefix("    summary: ") }),
      let family = lines[summary...].firstIndex(where: { $0.hasPrefix("    family: ") }),
      let declaration = lines.firstIndex(where: {
        $0.hasPrefix("  public static let \(source.entryPoint) = Architecture(")
      })
    else { return nil }
    lines.replaceSubrange(
      summary..<family,
      with: ["    summary: \"copied from \(source.key); describe what this architecture shows\","])
    lines[declaration] = lines[declaration].replacingOccurrences(
      of: "let \(source.entryPoint) =", with: "let \(name.entryPoint) =")
    var comment = declaration
    while comment > 0, lines[comment - 1].hasPrefix("  /// ") { comment -= 1 }
    var summaryLine =
      "  /// \(name.folder), copied from \(source.displayName): the entry point the launcher "
      + "and the registry use."
    if summaryLine.count > 100 {
      summaryLine = "  /// \(name.folder): the entry point the launcher and the registry use."
    }
    lines.replaceSubrange(comment..<declaration, with: [summaryLine])
    return lines.joined(separator: "\n")
  }
}
