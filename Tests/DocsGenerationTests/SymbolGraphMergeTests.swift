import DocsGeneration
import Foundation
import Testing

/// An architecture's two modules become one documented module named after its folder, so that
/// the links between them resolve.
@Suite struct SymbolGraphMergeTests {
  static func graph(module: String, symbols: [(String, [String], String, Int)]) -> Data {
    let object: [String: Any] = [
      "metadata": ["formatVersion": ["major": 0]],
      "module": ["name": module, "platform": ["operatingSystem": ["name": "linux"]]],
      "symbols": symbols.map { title, path, file, line in
        [
          "names": ["title": title], "pathComponents": path,
          "location": ["uri": "file:///p/\(file)", "position": ["line": line, "character": 0]],
        ] as [String: Any]
      },
      "relationships": [["kind": "conformsTo", "source": "s:View", "target": "s:Output"]],
    ]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  static let graphs = [
    "MVPPresentation.symbols.json": graph(
      module: "MVPPresentation",
      symbols: [
        ("SearchPresenterOutput", ["SearchPresenterOutput"], "SearchPresenterOutput.swift", 3),
        ("SearchPresenter", ["SearchPresenter"], "SearchPresenter.swift", 8),
        ("view", ["SearchPresenter", "view"], "SearchPresenter.swift", 12),
      ]),
    "MVP.symbols.json": graph(
      module: "MVP",
      symbols: [("SearchViewController", ["SearchViewController"], "SearchViewController.swift", 5)]
    ),
    "MVP@SharedUI.symbols.json": graph(
      module: "MVP", symbols: [("mvp", ["Architecture", "mvp"], "Architecture+Entry.swift", 4)]),
  ]

  @Test func theModulesBecomeOneNamedAfterTheFolder() throws {
    let merge = try SymbolGraphMerge(
      name: "MVP", modules: ["MVPPresentation", "MVP"], graphs: Self.graphs)
    #expect(Set(merge.files.keys) == ["MVP.symbols.json", "MVP@SharedUI.symbols.json"])
    let data = try #require(merge.files["MVP.symbols.json"])
    let merged = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    #expect((merged["module"] as? [String: Any])?["name"] as? String == "MVP")
    #expect((merged["symbols"] as? [Any])?.count == 4)
    #expect((merged["relationships"] as? [Any])?.count == 2)
    #expect(merge.symbolCount == 5)
  }

  @Test func theLandingPageListsEachModulesTopLevelSymbolsInFileOrder() throws {
    let merge = try SymbolGraphMerge(
      name: "MVP", modules: ["MVPPresentation", "MVP"], graphs: Self.graphs)
    #expect(
      merge.topLevelSymbols["MVPPresentation"]?.map(\.name) == [
        "SearchPresenter", "SearchPresenterOutput",
      ])
    #expect(merge.topLevelSymbols["MVP"]?.map(\.name) == ["SearchViewController"])
  }

  @Test func aModuleWithoutItsGraphIsRefused() throws {
    #expect(
      throws: GenerationError("no symbol graph of MVPPresentation (MVPPresentation.symbols.json)")
    ) {
      try SymbolGraphMerge(
        name: "MVP", modules: ["MVPPresentation", "MVP"],
        graphs: Self.graphs.filter { !$0.key.hasPrefix("MVPPresentation") })
    }
  }
}
