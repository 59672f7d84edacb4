import Comparison
import Foundation
import Testing

@testable import CompareCommand

/// `compare [table]`: the table in every format and language, and a declaration that no longer
/// holds. (The table of every architecture, piped, is run by the built tool in
/// `EndToEndTests`; the one the README embeds is compared by `EmbeddedTableTests`.)
@MainActor
@Suite struct TableCommandTests {
  /// The package these tests run in, read and scanned once for every table they print and
  /// every other test module of the run.
  static let files = ScannedFileTree.checkout

  /// What `compare table` prints for `arguments` (the words after `table`), reading the
  /// package once for all the tests.
  func table(_ arguments: [String]) async throws -> (status: Int32, streams: MemoryStreams) {
    let streams = MemoryStreams()
    let command = try TableCommand(arguments: arguments)
    return (try await command.run(io: streams.io, files: Self.files), streams)
  }

  @Test func printsMarkdownJSONAndJapanese() async throws {
    let markdown = try await table(["--format", "markdown", "mvvm-model", "flux"])
    #expect(markdown.status == 0)
    #expect(markdown.streams.output.hasPrefix("| where / what | MVVM Model-only | Flux |\n"))
    let json = try await table(["--format=json", "viper", "mvc"])
    #expect(json.status == 0)
    let profiles =
      try JSONSerialization.jsonObject(with: Data(json.streams.output.utf8)) as? [[String: Any]]
    #expect(profiles?.compactMap { $0["name"] as? String } == ["VIPER", "MVC"])
    let japanese = try await table(["--lang", "ja", "--format", "markdown", "mvc", "mvp"])
    #expect(japanese.streams.output.hasPrefix("| 観点 | MVC | MVP |\n"))
    #expect(japanese.streams.output.contains("| ページング (S9) |"))
    let text = try await table(["--lang=ja", "redux", "mvc"])
    #expect(text.status == 0)
    #expect(text.streams.output.hasPrefix("バリデーション (S3)\n"))
    #expect(text.streams.output.contains("\n  Redux "))
    #expect(!text.streams.output.contains("\u{1B}"), "no terminal: no colors")
    for result in [markdown, json, japanese, text] { #expect(result.streams.errorOutput.isEmpty) }
  }

  @Test func badFormatsAndLanguagesAreUsageErrors() async {
    let format = await CompareRun(["--format", "html", "mvc"])
    #expect(format.status == 2)
    #expect(format.errorOutput.hasPrefix("compare: '--format' needs text, markdown or json"))
    let language = await CompareRun(["--lang", "fr", "mvc"])
    #expect(language.status == 2)
    #expect(language.errorOutput.hasPrefix("compare: '--lang' needs en or ja, not 'fr'"))
  }

  @Test func aDeclarationThatNoLongerHoldsFailsTheTable() async throws {
    let copy = try PackageCopy()
    let presenter = "Sources/MVP/Presentation/SearchPresenter.swift"
    try copy.write(
      presenter,
      try copy.text(presenter).replacingOccurrences(
        of: "func loadNextPage()", with: "func loadMore()"))
    let result = await CompareRun(["mvp", "--package-path", copy.root.path])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput.contains(
        "Sources/MVP/concerns.json: 'paging' names SearchPresenter.loadNextPage(): "
          + "SearchPresenter has no member loadNextPage()"))
  }
}
