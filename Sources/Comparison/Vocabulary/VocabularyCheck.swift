/// The names every architecture gives each ``VocabularyRole``, and the roles named differently.
package struct VocabularyCheck: Sendable, Equatable {
  /// One role and each architecture's name for it.
  package struct Row: Sendable, Equatable {
    /// The role compared.
    package var role: VocabularyRole
    /// Each architecture's name, in the order given; nil where the role does not apply (MVC
    /// has no presenter to forward its events to).
    package var names: [(architecture: String, name: String?)]

    /// The different names given, in the order first seen.
    ///
    /// A name that only adds trailing arguments to another one given for the role counts as
    /// that one: a Flux view hands its action creator the values it read from its store
    /// (`didSelectRow(at:in:)` is `didSelectRow(at:)`, with the rows), and a Redux view sends
    /// Enter without the text its state holds (`searchButtonClicked(query:)` is
    /// `searchButtonClicked()`, with the text).
    package var distinctNames: [String] {
      names.compactMap(\.name).map(sharedName).reduce(into: []) { seen, name in
        if !seen.contains(name) { seen.append(name) }
      }
    }

    /// The name `name` counts as: the shortest one given for the role that it extends.
    func sharedName(_ name: String) -> String {
      let given = names.compactMap(\.name)
      let extended = given.filter { other in
        (other.hasSuffix(":)") || other.hasSuffix("()")) && other.count < name.count
          && name.hasPrefix(other.dropLast())
      }
      return extended.min { $0.count < $1.count } ?? name
    }

    package static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.role == rhs.role && lhs.names.elementsEqual(rhs.names) { $0 == $1 }
    }
  }

  /// One row a role, in the order of ``VocabularyRole/all``.
  package let rows: [Row]

  /// Reads every role's names from `architectures` in the package at `tree`.
  package init(
    architectures: [ComparedArchitecture], tree: any FileTree,
    roles: [VocabularyRole] = VocabularyRole.all
  ) {
    let readers = architectures.map { architecture in
      let folder = "Sources/" + architecture.folder
      let files = tree.files(under: folder)
        .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(folder + "/Demo/") }
        .compactMap { tree.swiftFile(at: $0) }
      return (architecture.name, VocabularyReader(files: files))
    }
    rows = roles.map { role in
      Row(role: role, names: readers.map { ($0.0, $0.1.name(for: role)) })
    }
  }

  /// One line for each role named differently, with each name and who uses it.
  ///
  /// Empty when the architectures share one vocabulary.
  package var problems: [String] {
    rows.filter { $0.distinctNames.count > 1 }.map { row in
      let uses = row.distinctNames.map { name in
        let users = row.names.filter { $0.name.map(row.sharedName) == name }.map(\.architecture)
        return users.joined(separator: ", ") + ": " + name
      }
      return "\(row.role.name) is named differently — " + uses.joined(separator: "; ")
    }
  }

  /// Each role with the name it has, or every name when they differ, one line a role.
  package var text: String {
    let width = rows.map(\.role.name.count).max() ?? 0
    return rows.map { row in
      let padding = String(repeating: " ", count: width - row.role.name.count)
      let inapplicable = row.names.filter { $0.name == nil }.map(\.architecture)
      let names = row.distinctNames.count == 1 ? row.distinctNames[0] : "✘ differs"
      let note =
        inapplicable.isEmpty ? "" : "  (none in " + inapplicable.joined(separator: ", ") + ")"
      return "\(row.role.name)\(padding)  \(names)\(note)\n"
    }.joined()
  }
}
