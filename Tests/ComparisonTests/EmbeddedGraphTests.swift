import Comparison
import Foundation
import Registry
import SharedUI
import TestSupport
import Testing

/// Every architecture's README and chapter embed `compare graph ARCHITECTURE --format
/// markdown` between markers; the copies must be what the code says now.
@Suite struct EmbeddedGraphTests {
  /// The key a marker names an architecture by: its demo without `-demo`.
  static func key(of architecture: Architecture) -> String {
    String(architecture.executable.dropLast("-demo".count))
  }

  /// The graph of every registered architecture by its key, as the code draws it now: read
  /// once for the suite.
  static let graphs = Result { () throws -> [String: ArchitectureGraph] in
    let reader = try GraphReader(tree: PackageFiles.tree)
    var graphs: [String: ArchitectureGraph] = [:]
    for architecture in Registry.architectures {
      graphs[key(of: architecture)] = try reader.graph(
        of: ComparedArchitecture(name: architecture.name, folder: architecture.folder))
    }
    return graphs
  }

  /// The graph of the architecture `key` names.
  static func graph(_ key: String) throws -> ArchitectureGraph {
    try #require(try graphs.get()[key], "no architecture '\(key)'")
  }

  /// Every embedded diagram, by the file that embeds it.
  static func embedded() throws -> [(path: String, block: EmbeddedBlocks.Block)] {
    let tree = PackageFiles.tree
    return try EmbeddedBlocks.candidates(in: tree).flatMap { path in
      try EmbeddedBlocks.graphs.blocks(in: tree.contents(of: path) ?? "", path: path)
        .map { (path, $0) }
    }
  }

  /// The embedded diagrams that are not what the code draws now, as `GeneratedDocsTests` names
  /// them.
  static func stale() throws -> [String] {
    try embedded().filter { try $0.block.content != Self.graph($0.block.key).markdown }
      .map { "\($0.path)'s diagram of \($0.block.key)" }
  }

  /// Three pages draw each architecture the kit ships, its README and its chapter in each
  /// language; one a learner added is drawn in its README (see `Registry.added`).
  @Test func everyArchitecturesDiagramIsEmbeddedInItsPages() throws {
    #expect(
      try Self.embedded().count >= Registry.shipped.count * 3 + Registry.added.count)
  }

  /// Every edge the graphs draw is a reference to a class, an actor or a protocol, or a closure,
  /// or to a value held as a protocol.
  ///
  /// A protocol is held as an existential; a closure points at whoever sets it; a value held as
  /// a protocol (`any Reducer`) is drawn as the protocol's conformer. Read against the sources'
  /// own declarations, so a struct or an enum that slipped into the graph otherwise fails here.
  @Test func everyEdgeIsAReferenceToAClassAnActorOrAProtocol() throws {
    let tree = PackageFiles.tree
    // What each folder declares each name as: an architecture's own declaration first, the
    // shared modules' otherwise.
    // Only the folders a graph can name: the traced copies and the tools are never read.
    let sharedFolders = ["RepositorySearch", "SharedUI", "TerminalUI"]
    var keywords: [String: [String: Set<String>]] = [:]
    for folder in Registry.architectures.map(\.folder) + sharedFolders {
      for path in tree.files(under: "Sources/" + folder) where path.hasSuffix(".swift") {
        // The declarations as the graphs read them, scanned once for every check.
        for type in tree.swiftFile(at: path)?.types ?? [] where type.keyword != "extension" {
          keywords[folder, default: [:]][type.name, default: []].insert(type.keyword)
        }
      }
    }
    let shared = sharedFolders.reduce(into: [:]) {
      $0.merge(keywords[$1] ?? [:]) { $0.union($1) }
    }
    var references = 0
    for architecture in Registry.architectures {
      let own = keywords[architecture.folder] ?? [:]
      let graph = try Self.graph(Self.key(of: architecture))
      let conformers = Set(graph.edges.filter { $0.kind == .conformance }.map(\.from))
      for edge in graph.edges where edge.kind != .conformance && !edge.isClosure {
        // A name no folder declares is the standard library's, held as `any P`.
        let declared = own[edge.to] ?? shared[edge.to] ?? ["protocol"]
        if conformers.contains(edge.to),
          let node = graph.nodes.first(where: { $0.name == edge.to }),
          ["struct", "enum"].contains(node.keyword)
        {
          #expect(
            declared.contains(node.keyword),
            "\(architecture.name): \(edge.to) is drawn as «\(node.keyword)», declared \(declared)")
          references += 1
          continue
        }
        #expect(
          declared.isDisjoint(with: ["struct", "enum"]),
          "\(architecture.name): \(edge.from).\(edge.property) → \(edge.to) is a value")
        references += 1
      }
    }
    #expect(references > Registry.architectures.count * 4)
  }

  /// The comparison table's "holds (strong)" and "weak references" rows list what each graph
  /// draws between the types the table names: the architecture's own and the model's protocol.
  @Test func theTableListsTheReferencesEachGraphDraws() throws {
    let profiles = try EmbeddedTableTests.profiles.get()
    for architecture in Registry.architectures {
      let profile = try #require(profiles.first { $0.name == architecture.name })
      let table = profile.references.filter { !$0.isClosure }.map {
        "\($0.location.symbol) → \($0.target)\($0.isWeak ? " (weak)" : "")"
      }
      let graph = try Self.graph(Self.key(of: architecture))
      let own = Set(graph.modules.filter { [.withoutUI, .ui].contains($0.role) }.map(\.name))
      let named = Set(
        graph.nodes.filter { $0.module.map(own.contains) == true }.map(\.name)
          + [ProfileReader.modelProtocol])
      let drawn = graph.edges.filter {
        $0.kind != .conformance && !$0.isClosure && named.contains($0.to)
      }
      .map { "\($0.from).\($0.property) → \($0.to)\($0.kind == .weak ? " (weak)" : "")" }
      #expect(table.sorted() == drawn.sorted(), "\(architecture.name)")
    }
  }

  /// Flux's central edge: the dispatcher registers every store, weakly.
  @Test func theFluxGraphDrawsTheDispatchersWeakRegistrations() throws {
    let graph = try Self.graph("flux")
    #expect(
      graph.edges.contains {
        $0.from == "Dispatcher" && $0.to == "ActionHandling" && $0.kind == .weak
      })
  }

  @Test func everyArchitecturesReadmeEmbedsItsOwnDiagram() throws {
    let tree = PackageFiles.tree
    for architecture in Registry.architectures {
      let path = "Sources/\(architecture.folder)/README.md"
      let keys = try EmbeddedBlocks.graphs.blocks(in: tree.contents(of: path) ?? "", path: path)
        .map(\.key)
      let fix =
        "add the lines '\(EmbeddedBlocks.graphs.begin(Self.key(of: architecture)))' and "
        + "'\(EmbeddedBlocks.graphs.end)', then run `\(StaleDocumentation.regenerate)`"
      #expect(
        keys == [Self.key(of: architecture)],
        "\(path) embeds \(keys) instead of its own diagram: \(fix)")
    }
  }

  /// The chapters draw each architecture the kit ships, once per language; one a learner added
  /// has no chapter (see `Registry.added`).
  @Test func everyArchitectureHasItsDiagramInEachLanguagesChapters() throws {
    let tree = PackageFiles.tree
    let chapters = EmbeddedBlocks.candidates(in: tree).filter {
      $0.hasPrefix("Tutorials/") && $0.split(separator: "/")[2].first?.isNumber == true
    }
    let languages = Set(chapters.map { String($0.split(separator: "/")[1]) })
    #expect(languages.isSuperset(of: ["en", "ja"] as Set))
    for language in languages.sorted() {
      let keys = try chapters.filter { $0.hasPrefix("Tutorials/\(language)/") }.flatMap {
        try EmbeddedBlocks.graphs.blocks(in: tree.contents(of: $0) ?? "", path: $0).map(\.key)
      }
      for architecture in Registry.shipped where !keys.contains(Self.key(of: architecture)) {
        Issue.record(
          """
          no chapter of Tutorials/\(language) draws \(architecture.name): add its chapter, with \
          '\(EmbeddedBlocks.graphs.begin(Self.key(of: architecture)))', or move it from \
          Registry.shipped to Registry.added
          """)
      }
      let shipped = Set(Registry.shipped.map(Self.key(of:)))
      #expect(
        keys.allSatisfy(shipped.contains) && keys.count == Set(keys).count,
        """
        Tutorials/\(language) embeds the diagrams of \(keys.sorted()): one per architecture the \
        kit ships
        """)
    }
  }
}
