import Comparison
import Foundation
import Registry
import Testing

/// The README and the choosing chapter embed `compare --format markdown` between markers; the
/// copies must be what the code says now.
@Suite struct EmbeddedTableTests {
  /// The table the pages embed, of the architectures the kit ships.
  static func table(in language: Language) throws -> String {
    ComparisonTable(profiles: try shippedProfiles.get(), language: language).markdown
  }

  /// Every registered architecture's profile, read once for the tables in both languages;
  /// failing here means a declaration broke.
  static let profiles = Result { () throws -> [ArchitectureProfile] in
    try ProfileReader.profiles(
      of: Registry.architectures.map { ComparedArchitecture(name: $0.name, folder: $0.folder) },
      in: PackageFiles.tree)
  }

  /// The profiles of the architectures the kit ships: what the README and the choosing
  /// chapters embed (see `Registry.added`).
  static let shippedProfiles = Result { () throws -> [ArchitectureProfile] in
    let names = Set(Registry.shipped.map(\.name))
    return try profiles.get().filter { names.contains($0.name) }
  }

  /// The text between the markers of the file at `path`, read as `compare` reads its blocks.
  static func embedded(in path: String) throws -> String {
    let text = try String(
      contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
    let blocks = try EmbeddedBlocks.tables.blocks(in: text, path: path)
    try #require(
      blocks.count == 1,
      """
      \(path) has \(blocks.count) blocks between \(EmbeddedBlocks.tables.begin("")) and \
      \(EmbeddedBlocks.tables.end), not one
      """)
    return blocks[0].content
  }

  @Test func everyRegisteredArchitecturesDeclarationsHold() throws {
    let table = ComparisonTable(profiles: try Self.profiles.get(), language: .english)
    #expect(table.markdown.contains("| paging (S9) |"))
  }

  /// The pages that embed the table: the README in English, each choosing chapter in its
  /// folder's language.
  static func pages() -> [(path: String, language: Language)] {
    var pages: [(path: String, language: Language)] = [("README.md", .english)]
    let tutorials = PackageFiles.root.appendingPathComponent("Tutorials")
    let languages = (try? FileManager.default.contentsOfDirectory(atPath: tutorials.path)) ?? []
    for folder in languages.sorted() {
      guard let language = Language(rawValue: folder) else { continue }
      let chapters =
        (try? FileManager.default.contentsOfDirectory(
          atPath: tutorials.appendingPathComponent(folder).path)) ?? []
      for chapter in chapters.sorted() where chapter.hasSuffix("-choosing.md") {
        pages.append(("Tutorials/\(folder)/\(chapter)", language))
      }
    }
    return pages
  }

  /// What `compare table --write` writes and the code no longer gives, as `GeneratedDocsTests`
  /// names it: the embedded tables, the figures the choosing chapters' trade-offs rows quote from
  /// them, and the counts of the code the sentences state.
  static func stale() throws -> [String] {
    let pages = Self.pages()
    var stale = try pages.filter { try Self.embedded(in: $0.path) != Self.table(in: $0.language) }
      .map { "\($0.path)'s compare table" }
    let profiles = try Self.shippedProfiles.get()
    for page in pages where TradeOffRows.isChoosingChapter(page.path) {
      let text = try String(
        contentsOf: PackageFiles.root.appendingPathComponent(page.path), encoding: .utf8)
      let document = try TextDocument(path: page.path, text: text)
      if TradeOffRows.rewritten(document, profiles: profiles) != document {
        stale.append("\(page.path)'s trade-offs rows")
      }
    }
    for quoted in QuotedCounts.all {
      let text = try #require(
        PackageFiles.tree.contents(of: quoted.document), "\(quoted.document) is not there")
      let stated = try #require(quoted.stated(in: text), "\(quoted): the sentence is not there")
      let count = quoted.count(PackageFiles.tree)
      if stated.number != count {
        let given = count.map(String.init) ?? "none"
        stale.append("\(quoted.document)'s “\(text[stated.range])” (\(quoted.what): \(given))")
      }
    }
    return stale
  }

  @Test func theReadmeAndAChoosingChapterInEachLanguageEmbedTheTable() {
    #expect(Self.pages().count >= 3, "the README and a choosing chapter in each language")
  }
}
