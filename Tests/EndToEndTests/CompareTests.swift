import Foundation
import Registry
import Testing

/// `compare` as a person runs it, piped: the table, a role diff, and two architectures side by
/// side in transcript mode.
@Suite struct CompareTests {
  let compare = DemoProcess(name: "compare")
  let names = Registry.architectures.map(\.name)

  @Test func printsTheTableForEveryRegisteredArchitecture() async throws {
    let result = try await compare.run([])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("validation (S3)\n"))
    for name in names {
      #expect(result.output.contains("\n  \(name) "), "\(name) has a line under each question")
    }
    #expect(!result.output.contains("\u{1B}"), "piped output has no colors")
  }

  /// Every format of the table; two architectures are enough here, since the table of all of
  /// them is the one the README embeds and `EmbeddedTableTests` compares.
  @Test func printsMarkdownJSONAndJapanese() async throws {
    let markdown = try await compare.run(["--format", "markdown", "mvvm-model", "flux"])
    #expect(markdown.output.hasPrefix("| where / what | MVVM Model-only | Flux |\n"))
    let json = try await compare.run(["--format=json", "viper", "mvc"])
    let profiles =
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect(profiles?.compactMap { $0["name"] as? String } == ["VIPER", "MVC"])
    let japanese = try await compare.run([
      "table", "--lang", "ja", "--format", "markdown", "mvc", "mvp",
    ])
    #expect(japanese.output.hasPrefix("| 観点 | MVC | MVP |\n"))
    #expect(japanese.output.contains("| ページング (S9) |"))
  }

  @Test func diffsTwoArchitecturesRoleByRole() async throws {
    let result = try await compare.run(["diff", "mvc", "mvp"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("MVC → MVP: roles in both (lines removed, added)\n"))
    #expect(result.output.contains("only in MVP: Presentation/RepositoryDetailPresenter.swift"))
    #expect(result.output.contains("--- Sources/MVC/UI/SearchViewController.swift\n"))
    #expect(result.output.contains("\n+++ Sources/MVP/UI/SearchViewController.swift\n"))
    #expect(!result.output.contains("\u{1B}"))
    let role = try await compare.run(
      ["diff", "mvp", "mvp-router", "SearchPresenter", "--side-by-side", "--width", "140"])
    #expect(role.output.hasPrefix("Sources/MVP/Presentation/SearchPresenter.swift "))
    #expect(role.output.contains(" │ "))
    #expect(!role.output.contains("roles in both"), "one role: no summary")
  }

  @Test func runsTwoArchitecturesSideBySideInATranscript() async throws {
    let result = try await compare.run(
      ["run", "mvc", "mvp", "--latency", "0"], input: "swift\n:select 2\n:open\n:back\n:quit\n")
    #expect(result.status == 0)
    let screens = result.output.components(separatedBy: "── ").dropFirst()
    #expect(screens.count == 5, "launch, the query, select, open, back")
    for line in screens.flatMap({ $0.split(separator: "\n").dropFirst() }) {
      // Every character of these screens takes one column: each half is 80 of them.
      var left = String(line.prefix(80)).replacingOccurrences(of: "MVC", with: "MVP")
      while left.last == " " { left.removeLast() }
      #expect(left == String(line.dropFirst(83)), "\(line)")
    }
    #expect(result.output.contains("https://github.com/"))
  }

  @Test func tracesTheSameKeysInTwoArchitecturesStepByStep() async throws {
    let result = try await compare.run(
      ["trace", "mvp", "mvvm-binding"], input: ":type swi\n:wait\n")
    #expect(result.status == 0)
    let steps = result.output.components(separatedBy: "── ").dropFirst()
    // Typed text is one step a key; the third key starts the pause.
    #expect(steps.map { $0.prefix { $0 != "\n" } } == [":type s", ":type w", ":type i", ":wait"])
    let typed = steps[steps.startIndex + 2]
    #expect(typed.contains("MVP\n  TerminalUI → SearchViewController.searchBar(_:textDidChange:)"))
    // Where the pause lives: in the presenter, and in the view model.
    #expect(typed.contains("\n  SearchPresenter → Clock.sleep(for: 0.5 s)\n"))
    #expect(typed.contains("\n  SearchViewModel → Clock.sleep(for: 0.5 s)\n"))
    let paused = try #require(steps.last)
    #expect(
      paused.contains(
        "SearchPresenter → RepositorySearchService.searchRepositories(matching: \"swi\", page: 1)"
      ))
    #expect(!result.output.contains("\u{1B}"))
    let mermaid = try await compare.run(["trace", "viper", "--mermaid"], input: "swift\n")
    #expect(mermaid.output.hasPrefix("sequenceDiagram\n    actor Person\n"))
    #expect(mermaid.output.contains("    SearchPresenter->>SearchInteractor: search(_:)\n"))
    let unknownStep = try await compare.run(["trace", "mvc"], input: ":fly\n")
    #expect(unknownStep.status == 1)
    #expect(unknownStep.errorOutput.hasPrefix("compare trace: line 1: unknown command ':fly'"))
    let twice = try await compare.run(["trace", "mvp", "mvp"])
    #expect(twice.status == 2)
  }

  @Test func aTraceThatReadsNoStepIsAUsageError() async throws {
    for input in ["", "# only a comment\n\n"] {
      let result = try await compare.run(["trace", "mvp", "mvvm-binding"], input: input)
      #expect(result.status == 2)
      #expect(result.output.isEmpty)
      #expect(result.errorOutput.hasPrefix("compare: 'trace' read no step from its input"))
      #expect(result.errorOutput.split(separator: "\n").count == 1)
    }
  }

  @Test func badCommandLinesExitTwoWithOneLine() async throws {
    let unknown = try await compare.run(["diff", "mvc", "nosuch"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errorOutput.hasPrefix("compare: no architecture 'nosuch' (registered: mvc, mvp"))
    #expect(unknown.errorOutput.split(separator: "\n").count == 1)
    let flag = try await compare.run(["--bogus"])
    #expect(flag.status == 2)
    #expect(
      flag.errorOutput == "compare: unknown option '--bogus'. Run 'compare --help' for usage.\n")
    let help = try await compare.run(["--help"])
    #expect(help.status == 0 && help.output.contains("compare run A B"))
  }

  @Test func aDeclarationThatNoLongerHoldsFailsTheTable() async throws {
    try await ScratchCopy.use { copy in
      let presenter = "Sources/MVP/Presentation/SearchPresenter.swift"
      try copy.write(
        presenter,
        try copy.text(presenter).replacingOccurrences(
          of: "func loadNextPage()", with: "func loadMore()"))
      let result = try await compare.run(["mvp", "--package-path", copy.root.path])
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(
        result.errorOutput.contains(
          "Sources/MVP/concerns.json: 'paging' names SearchPresenter.loadNextPage(): "
            + "SearchPresenter has no member loadNextPage()"))
    }
  }
}
