/// The names every architecture gives each ``VocabularyRole``, and the roles named differently.
package struct VocabularyCheck: Sendable, Equatable {
  /// One role and each architecture's name for it.
  package struct Row: Sendable, Equatable {
    /// The role compared.
    package var role: VocabularyRole
    /// Each architecture's name and what it means, in the order given.
    ///
    /// The name is nil where the role does not apply (MVC has no presenter to forward its
    /// events to). The meaning is the named member's result type, where the architecture
    /// declares one: a name must mean one thing everywhere.
    package var names: [(architecture: String, name: String?, meaning: String?)]

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

    /// The problems of the role: names that differ for members that mean the same, and a
    /// name that means two things.
    var problems: [String] {
      let named = names.compactMap { entry in
        entry.name.map { (entry.architecture, sharedName($0), entry.meaning ?? "") }
      }
      var problems: [String] = []
      for meaning in ordered(named.map(\.2)) {
        let uses = ordered(named.filter { $0.2 == meaning }.map(\.1)).map { name in
          users(named.filter { $0.1 == name && $0.2 == meaning }) + ": " + name
        }
        if uses.count > 1 {
          problems.append("\(role.name) is named differently — " + uses.joined(separator: "; "))
        }
      }
      for name in ordered(named.map(\.1)) {
        let meanings = ordered(named.filter { $0.1 == name }.map(\.2))
        guard meanings.count > 1 else { continue }
        let uses = meanings.map { meaning in
          users(named.filter { $0.1 == name && $0.2 == meaning }) + ": " + meaning
        }
        problems.append(
          "\(role.name) \(name) means two things — " + uses.joined(separator: "; "))
      }
      return problems
    }

    /// Each name with what it means, when the names differ only where their meanings do.
    var namesWithMeanings: String {
      distinctNames.map { name in
        let meaning = names.first { $0.name.map(sharedName) == name }?.meaning ?? ""
        return meaning.isEmpty ? name : name + " → " + meaning
      }.joined(separator: "; ")
    }

    private func users(_ entries: [(String, String, String)]) -> String {
      entries.map(\.0).joined(separator: ", ")
    }

    private func ordered(_ values: [String]) -> [String] {
      values.reduce(into: []) { seen, value in
        if !seen.contains(value) { seen.append(value) }
      }
    }

    package static func == (lhs: Row, rhs: Row) -> Bool {
      lhs.role == rhs.role && lhs.names.elementsEqual(rhs.names) { $0 == $1 }
    }
  }

  /// One row a role, in the order of ``VocabularyRole/all``.
  package let rows: [Row]
  /// The type names that must mean one thing: declarations and the READMEs' role tables.
  package let names: NameCheck

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
      Row(
        role: role,
        names: readers.map { architecture, reader in
          let name = reader.name(for: role)
          return (
            architecture, name, name.flatMap { role.namesAMember ? reader.resultType(of: $0) : nil }
          )
        })
    }
    names = NameCheck(architectures: architectures, tree: tree)
  }

  /// One line for each role named differently for one meaning, and for each name that means
  /// two things, with each name and who uses it.
  ///
  /// Empty when the architectures share one vocabulary.
  package var problems: [String] {
    rows.flatMap(\.problems) + names.problems
  }

  /// Each role with the name it has, or every name when they differ, one line a role.
  package var text: String {
    let width = rows.map(\.role.name.count).max() ?? 0
    return rows.map { row in
      let padding = String(repeating: " ", count: width - row.role.name.count)
      let inapplicable = row.names.filter { $0.name == nil }.map(\.architecture)
      let names =
        !row.problems.isEmpty
        ? "✘ differs"
        : row.distinctNames.count == 1
          ? row.distinctNames[0] : row.distinctNames.isEmpty ? "—" : row.namesWithMeanings
      let note =
        inapplicable.isEmpty ? "" : "  (none in " + inapplicable.joined(separator: ", ") + ")"
      return "\(row.role.name)\(padding)  \(names)\(note)\n"
    }.joined() + nameLines
  }

  /// The two lines of ``names``: how many names it holds to one meaning, or that one differs.
  private var nameLines: String {
    let kinds = names.declarations.allSatisfy { $0.distinct.count == 1 }
    let roles = names.roles.allSatisfy { $0.distinct.count == 1 }
    return """
      type names in two architectures or more: \
      \(kinds ? "one kind each (\(names.declarations.count))" : "✘ differs")
      shared types in the READMEs' role tables: \
      \(roles ? "one role each (\(names.roles.count))" : "✘ differs")

      """
  }
}
