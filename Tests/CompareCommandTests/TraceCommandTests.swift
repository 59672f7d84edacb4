import Testing

/// `compare trace` piped: the calls each step makes, read from its input as a demo's
/// transcript reads its steps (W3): one at a time, the same line endings, control bytes shown
/// as pictures, nothing after `:quit`.
@MainActor
@Suite struct TraceCommandTests {
  /// The step headings of a text trace, in order.
  func headings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("── ") }.map { String($0.dropFirst(3)) }
  }

  @Test func tracesTheSameKeysInTwoArchitecturesStepByStep() async throws {
    let result = await CompareRun(["trace", "mvp", "mvvm-binding"], input: ":type swi\n:wait\n")
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
    #expect(result.errorOutput.isEmpty)
  }

  @Test func drawsASequenceDiagramOfItsInput() async {
    let mermaid = await CompareRun(["trace", "viper", "--mermaid"], input: "swift\n")
    #expect(mermaid.status == 0)
    #expect(mermaid.output.hasPrefix("sequenceDiagram\n    actor Person\n"))
    #expect(mermaid.output.contains("    SearchPresenter->>SearchInteractor: search(_:)\n"))
  }

  @Test func anUnknownStepFailsWithItsLine() async {
    let unknownStep = await CompareRun(["trace", "mvc"], input: ":fly\n")
    #expect(unknownStep.status == 1)
    #expect(unknownStep.errorOutput.hasPrefix("compare trace: line 1: unknown command ':fly'"))
  }

  @Test func aTraceThatReadsNoStepIsAUsageError() async {
    for input in ["", "# only a comment\n\n"] {
      let result = await CompareRun(["trace", "mvp", "mvvm-binding"], input: input)
      #expect(result.status == 2)
      #expect(result.output.isEmpty)
      #expect(result.errorOutput.hasPrefix("compare: 'trace' read no step from its input"))
      #expect(result.errorOutput.split(separator: "\n").count == 1)
    }
  }

  /// Each step is printed with its calls before the next line is read, so that a program can
  /// drive it step by step; `EndToEndTests` proves it through a real pipe.
  @Test func eachStepIsPrintedBeforeTheNextIsRead() async {
    let result = await CompareRun(["trace", "mvp", "viper"], input: "swift\n:select 2\n")
    #expect(result.status == 0)
    let headings = result.streams.outputAtEachRead.map(headings)
    #expect(headings == [[], ["swift"], ["swift", ":select 2"]])
    let searched =
      "SearchPresenter → RepositorySearchService.searchRepositories(matching: \"swift\""
    #expect(result.streams.outputAtEachRead[1].contains(searched))
  }

  @Test func controlBytesOfAStepNeverReachTheOutputRaw() async {
    let input = "swift\u{1B}[2J\u{07}\n"
    let text = await CompareRun(["trace", "mvp"], input: input)
    #expect(text.status == 0)
    #expect(!text.output.contains("\u{1B}") && !text.output.contains("\u{07}"))
    #expect(headings(text.output) == ["swift␛[2J␇"])
    let diagram = await CompareRun(["trace", "mvp", "--mermaid"], input: input)
    #expect(diagram.status == 0)
    #expect(!diagram.output.contains("\u{1B}") && !diagram.output.contains("\u{07}"))
  }

  @Test func aStepLineEndsAtCRLFAndCRCRLFAsInADemo() async {
    let result = await CompareRun(["trace", "mvc"], input: "swift\r\r\n:select 2\r\n:open\n")
    #expect(result.status == 0)
    #expect(headings(result.output) == ["swift␍", ":select 2", ":open"])
    #expect(result.errorOutput.isEmpty, "\(result.errorOutput)")
  }

  @Test func aCRInAStepKeepsEveryLineOfTheDiagramOneMessage() async {
    let result = await CompareRun(["trace", "mvp", "--mermaid"], input: "swift\r\r\n:select 2\n")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "sequenceDiagram")
    for line in lines.dropFirst() where !line.isEmpty {
      #expect(line.hasPrefix("    "), "a line Mermaid cannot read: \(line)")
      #expect(!line.contains("\r"))
    }
    #expect(result.output.contains("Person->>TerminalUI: types \"swift␍\", presses Enter\n"))
  }

  @Test func nothingIsReadAfterQuit() async {
    let input = "swift\n:quit\nrust\n:select 1\n:open\n"
    let text = await CompareRun(["trace", "mvp", "mvvm-binding"], input: input)
    #expect(text.status == 0)
    #expect(headings(text.output) == ["swift", ":quit"])
    #expect(!text.output.contains("\"rust\""))
    #expect(text.errorOutput.isEmpty, "\(text.errorOutput)")
    #expect(text.streams.outputAtEachRead.count == 2, "no line asked for after :quit")
    let diagram = await CompareRun(["trace", "viper", "--mermaid"], input: input)
    #expect(!diagram.output.contains("rust"))
    #expect(!diagram.output.contains("selects row 1"))
    #expect(diagram.streams.outputAtEachRead.count == 2)
  }

  @Test func aRefusedStepIsSaidOnceForBothArchitectures() async {
    let result = await CompareRun(
      ["trace", "mvp", "mvvm-binding"],
      input: "swift\n:select 99999999999999999999999\n:select 2\n")
    #expect(result.status == 0)
    let refusals = result.errorOutput.split(separator: "\n")
    #expect(refusals.count == 1, "\(refusals)")
    // Quoted as typed, not as the largest row number it stands for.
    #expect(
      refusals.first?.hasPrefix("compare trace: ':select 99999999999999999999999': ") == true,
      "\(refusals)")
    #expect(headings(result.output) == ["swift", ":select 2"])
  }

  @Test func twoPanesOfOneArchitectureAreRefused() async {
    let twice = await CompareRun(["trace", "mvp", "mvp"])
    #expect(twice.status == 2)
    #expect(twice.streams.outputAtEachRead.isEmpty, "refused before a step is read")
  }
}
