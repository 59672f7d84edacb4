/// The files of two architectures paired by role: the same file name is the same role, and
/// where the names differ only by an alias (`SearchPresenter` and `SearchViewModel`) the files
/// play the same part.
package struct RolePairing: Sendable, Equatable {
  /// Two names for one role, declared once for every pair of architectures.
  package struct Alias: Sendable, Equatable {
    /// The word in one architecture's file names.
    package var word: String
    /// The word another architecture uses for the same role.
    package var alias: String
  }

  /// One role present in both architectures.
  package struct Pair: Sendable, Equatable {
    /// The role's name: the file name without `.swift`, or both names for an alias.
    package var role: String
    /// The path in the first architecture, relative to its folder.
    package var old: String
    /// The path in the second architecture, relative to its folder.
    package var new: String
  }

  /// The words that name one role in different architectures: the presenter of MVP is the
  /// view model of MVVM, the store of Flux, which owns the screen's state, the reducer of
  /// Redux, which changes it, and Redux's state, which holds what the store owned (the reducer
  /// comes first where both could pair); the router of MVP + Router and VIPER is the app coordinator of
  /// MVVM + Coordinator, and what a presenter may ask its router is what a view model reports
  /// to its coordinator.
  package static let aliases = [
    Alias(word: "Presenter", alias: "ViewModel"), Alias(word: "Presenter", alias: "Store"),
    Alias(word: "Presenter", alias: "Reducer"), Alias(word: "Presenter", alias: "State"),
    Alias(word: "Router", alias: "AppCoordinator"),
    Alias(word: "Routing", alias: "Coordinating"),
  ]

  /// The roles in both.
  package let pairs: [Pair]
  /// Files of the first architecture with no counterpart.
  package let onlyOld: [String]
  /// Files of the second architecture with no counterpart.
  package let onlyNew: [String]

  /// Pairs `old` and `new`, paths relative to each architecture's folder: by file name first,
  /// then by the file name with aliases applied.
  package init(old: [String], new: [String], aliases: [Alias] = RolePairing.aliases) {
    var pairs: [Pair] = []
    var remainingOld = old
    var remainingNew = new
    // Each path's name and role key, made once: every old path is matched against every new one.
    let paths = old + new
    let fileNames = Dictionary(paths.map { ($0, Self.fileName($0)) }) { first, _ in first }
    let roleKeys = Dictionary(paths.map { ($0, Self.roleKey($0, aliases)) }) { first, _ in first }
    for path in old {
      guard let match = remainingNew.first(where: { fileNames[$0] == fileNames[path] })
      else { continue }
      pairs.append(Pair(role: Self.roleName(path), old: path, new: match))
      remainingOld.removeAll { $0 == path }
      remainingNew.removeAll { $0 == match }
    }
    for path in remainingOld {
      let key = roleKeys[path]
      guard let match = remainingNew.first(where: { roleKeys[$0] == key }) else {
        continue
      }
      pairs.append(
        Pair(role: Self.roleName(path) + " ↔ " + Self.roleName(match), old: path, new: match))
      remainingOld.removeAll { $0 == path }
      remainingNew.removeAll { $0 == match }
    }
    // Code first, the README last: a reader comes for the code, and the prose explains it.
    self.pairs = pairs.sorted { Self.order($0.old) < Self.order($1.old) }
    onlyOld = remainingOld
    onlyNew = remainingNew
  }

  /// The pair for `role`: a file name, with or without its extension, from either side.
  package func pair(named role: String) -> Pair? {
    let wanted = role.lowercased()
    return pairs.first { pair in
      [pair.old, pair.new].contains { path in
        let name = Self.fileName(path).lowercased()
        return name == wanted || name.prefix { $0 != "." } == wanted
      }
    }
  }

  private static func order(_ path: String) -> (Int, String) {
    (path.hasSuffix(".md") ? 1 : 0, path)
  }

  private static func fileName(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// `SearchPresenter` for `Presentation/SearchPresenter.swift`; `README.md` stays whole.
  static func roleName(_ path: String) -> String {
    let name = fileName(path)
    return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
  }

  private static func roleKey(_ path: String, _ aliases: [Alias]) -> String {
    aliases.reduce(fileName(path)) { name, alias in
      name.replacingOccurrences(of: alias.alias, with: alias.word)
    }
  }
}
