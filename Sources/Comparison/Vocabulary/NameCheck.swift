import Foundation

/// The names that must mean one thing across the architectures: a type name declared in more
/// than one of them is the same kind of type in each, and a shared type (the model's, the
/// toolkit's) plays the same role in every README's role table.
///
/// A learner who reads `Store` in two folders expects one idea; a `Repository` that is the
/// "Entity" in one README and the "Model" in another teaches two.
package struct NameCheck: Sendable, Equatable {
  /// A name and what each architecture makes of it.
  package struct Use: Sendable, Equatable {
    /// The type's name.
    package var name: String
    /// Each architecture that uses it, with what it is there: a declaration's keyword
    /// (`class`, `protocol`…) or a README role (`Entity`).
    package var meanings: [Meaning]

    /// The different meanings, in the order first seen.
    package var distinct: [String] {
      meanings.map(\.meaning).reduce(into: []) { seen, meaning in
        if !seen.contains(meaning) { seen.append(meaning) }
      }
    }
  }

  /// What one architecture makes of a name.
  package struct Meaning: Sendable, Equatable {
    /// The architecture's name.
    package var architecture: String
    /// The declaration's keyword, or the README role.
    package var meaning: String
  }

  /// Every type name declared in more than one architecture, by name.
  package let declarations: [Use]
  /// Every type outside the architectures that a README's role table names, by name.
  package let roles: [Use]

  /// Reads the declarations and the README role tables of `architectures` in `tree`.
  package init(architectures: [ComparedArchitecture], tree: any FileTree) {
    var declared: [String: [Meaning]] = [:]
    var named: [String: [Meaning]] = [:]
    var ownTypes: Set<String> = []
    for architecture in architectures {
      let folder = "Sources/" + architecture.folder
      let files = tree.files(under: folder)
        .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(folder + "/Demo/") }
        .compactMap { tree.swiftFile(at: $0) }
      var kinds: [String: String] = [:]
      for file in files {
        for type in file.types where type.keyword != "extension" {
          kinds[type.name] = type.keyword
        }
      }
      ownTypes.formUnion(kinds.keys)
      for (name, keyword) in kinds {
        declared[name, default: []].append(
          Meaning(architecture: architecture.name, meaning: keyword))
      }
      for (role, type) in Self.roleTable(in: tree.contents(of: folder + "/README.md") ?? "") {
        named[type, default: []].append(Meaning(architecture: architecture.name, meaning: role))
      }
    }
    declarations = declared.filter { $0.value.count > 1 }
      .map { Use(name: $0.key, meanings: $0.value) }.sorted { $0.name < $1.name }
    roles = named.filter { !ownTypes.contains($0.key) }
      .map { Use(name: $0.key, meanings: $0.value) }.sorted { $0.name < $1.name }
  }

  /// The `(role, type)` pairs of a README's `## Roles` table: each backticked type name in the
  /// second column with the first column's role, its parenthesis left out (`Router
  /// (wireframe)` is the `Router` role).
  static func roleTable(in readme: String) -> [(role: String, type: String)] {
    var pairs: [(role: String, type: String)] = []
    var inside = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        inside = line == "## Roles"
        continue
      }
      guard inside, line.hasPrefix("| "), !line.hasPrefix("| role |"), !line.hasPrefix("| ---")
      else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
      guard cells.count >= 2 else { continue }
      let role = cells[cells.startIndex].prefix { $0 != "(" }
        .trimmingCharacters(in: .whitespaces)
      let typeCell = cells[cells.index(after: cells.startIndex)]
      for match in typeCell.matches(of: /`([A-Z][A-Za-z0-9]*)`/) {
        pairs.append((role, String(match.output.1)))
      }
    }
    return pairs
  }

  /// One line for each name that means two things.
  package var problems: [String] {
    declarations.filter { $0.distinct.count > 1 }.map { use in
      "the type \(use.name) is declared as " + Self.list(use) + ": one name, one kind of type"
    }
      + roles.filter { $0.distinct.count > 1 }.map { use in
        "the READMEs' role tables call \(use.name) " + Self.list(use) + ": one role, one name"
      }
  }

  private static func list(_ use: Use) -> String {
    use.distinct.map { meaning in
      let users = use.meanings.filter { $0.meaning == meaning }.map(\.architecture)
      return "'\(meaning)' in " + users.joined(separator: ", ")
    }.joined(separator: " and ")
  }
}
