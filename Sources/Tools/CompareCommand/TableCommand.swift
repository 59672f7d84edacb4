import Comparison
import Registry

/// `compare [table] [ARCHITECTURE…] [--format text|markdown|json] [--lang en|ja]`: the table of
/// where each concern lives, for every registered architecture or the ones named; `compare
/// table --write`: the table the README and the choosing chapters embed, of the architectures
/// the kit ships, regenerated, each in its page's language.
@MainActor
struct TableCommand {
  enum Format: String, CaseIterable {
    case text
    case markdown
    case json
  }

  private var format = Format.text
  private var language = Language.english
  private var package = PackageOptions()
  private var names: [String] = []

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      if try reader.readPackageOption(flag, inline: inline, into: &package) { continue }
      switch flag {
      case "--format": format = try reader.choice(of: flag, inline: inline)
      case "--lang": language = try reader.choice(of: flag, inline: inline)
      case let word where word.hasPrefix("-"): throw UsageError("unknown option '\(word)'")
      default: names.append(flag)
      }
    }
  }

  /// Prints the table on `io`, or regenerates the embedded ones.
  ///
  /// The package's files are read from `files` when given, the package as an earlier run in
  /// this process read it, unchanged since; else they are read afresh.
  func run(io: CommandIO, files: ScannedFileTree? = nil) async throws -> Int32 {
    guard !package.writes || names.isEmpty else {
      throw UsageError("'table --write' regenerates every embedded table and names no architecture")
    }
    // The README and the chapters embed the architectures the kit ships; the command shows
    // every registered one, or those named.
    let architectures =
      package.writes
      ? Registry.shipped
      : names.isEmpty
        ? Registry.architectures : try Compare.architectures(named: names, in: "table")
    let tree = try Compare.fileTree(packagePath: package.path)
    let profiles = try ProfileReader.profiles(
      of: Compare.compared(architectures), in: files ?? ScannedFileTree(tree),
      allowingMissingDeclarations: true)
    for profile in profiles where !profile.isDeclared {
      io.printError(
        "compare: Sources/\(profile.folder)/\(ConcernDeclarations.fileName) is missing: "
          + "\(profile.name)'s concerns show as not declared")
    }
    if package.writes { return try await write(profiles: profiles, tree: tree, io: io) }
    switch format {
    case .text: try io.write(ComparisonTable(profiles: profiles, language: language).text)
    case .markdown: try io.write(ComparisonTable(profiles: profiles, language: language).markdown)
    case .json: try io.write(ComparisonTable.json(of: profiles))
    }
    return 0
  }

  /// Rewrites every embedded table and what quotes its figures (see `TablePages`); names the
  /// files it changed.
  private func write(profiles: [ArchitectureProfile], tree: DiskFileTree, io: CommandIO)
    async throws -> Int32
  {
    try await Compare.write(
      .tables, in: tree, io: io,
      finishing: { TablePages.finished($0, profiles: profiles, tree: tree) },
      content: { path, _ in TablePages.table(for: path, profiles: profiles) })
  }
}
