/// The registry's source, `Sources/Registry/Registry.swift`, read as text: the entry points of
/// the architectures the kit ships and of those added to it, one line each (`.mvp,`).
///
/// What the tools read without building the registry: the count of the architectures the kit
/// ships, which its prose states, and the lines `Scripts/new-architecture` adds and removes.
package struct RegistrySource: Sendable {
  /// Where the registry's source is, from the package's root.
  package static let path = "Sources/Registry/Registry.swift"

  /// The source's lines.
  package let lines: [Substring]

  package init(text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The entry points of the architectures the kit ships, in order (`mvc`, `mvp` and so on).
  package var shipped: [String] { entryPoints(of: "shipped") }

  /// The entry points of the architectures added to the kit, in order.
  package var added: [String] { entryPoints(of: "added") }

  /// The lines of the list `name`, `public static let NAME: [Architecture] = [`: the index of
  /// its first line and of its last (the same line for `= []`); nil when there is none.
  package func list(_ name: String) -> (first: Int, last: Int)? {
    let start = "  public static let \(name): [Architecture] = ["
    guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return nil }
    if lines[first] == start + "]" { return (first, first) }
    guard lines[first] == start,
      let last = lines[first...].firstIndex(where: { $0 == "  ]" })
    else { return nil }
    return (first, last)
  }

  /// The entry point a line of a list registers: `mvpRouter` for `    .mvpRouter,` (a comment
  /// may follow, and the comma is left out when the line is the list's only one, as the
  /// formatter writes it); nil for another line.
  package static func entryPoint(inLine line: Substring) -> String? {
    guard line.hasPrefix("    .") else { return nil }
    let rest = line.dropFirst(5)
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    var after = rest.dropFirst(name.count)
    if after.first == "," { after = after.dropFirst() }
    after = after.drop(while: \.isWhitespace)
    guard !name.isEmpty, after.isEmpty || after.hasPrefix("//") else { return nil }
    return String(name)
  }

  private func entryPoints(of name: String) -> [String] {
    guard let (first, last) = list(name), first < last else { return [] }
    return lines[(first + 1)..<last].compactMap(Self.entryPoint(inLine:))
  }
}
