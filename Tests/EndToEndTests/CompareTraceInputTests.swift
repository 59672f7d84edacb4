import Foundation
import Testing

/// `compare trace` piped reads its steps as a demo's transcript does (W3): one at a time as
/// they arrive, the same line endings, control bytes shown as pictures, nothing after `:quit`.
@Suite struct CompareTraceInputTests {
  let compare = DemoProcess(name: "compare")

  /// The step headings of a text trace, in order.
  func headings(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("── ") }.map { String($0.dropFirst(3)) }
  }

  @Test func controlBytesOfAStepNeverReachTheOutputRaw() async throws {
    let input = "swift\u{1B}[2J\u{07}\n"
    let text = try await compare.run(["trace", "mvp"], input: input)
    #expect(text.status == 0)
    #expect(!text.output.contains("\u{1B}") && !text.output.contains("\u{07}"))
    #expect(headings(text.output) == ["swift␛[2J␇"])
    let diagram = try await compare.run(["trace", "mvp", "--mermaid"], input: input)
    #expect(!diagram.output.contains("\u{1B}") && !diagram.output.contains("\u{07}"))
  }

  @Test func aStepLineEndsAtCRLFAndCRCRLFAsInADemo() async throws {
    let result = try await compare.run(["trace", "mvc"], input: "swift\r\r\n:select 2\r\n:open\n")
    #expect(result.status == 0)
    #expect(headings(result.output) == ["swift␍", ":select 2", ":open"])
    #expect(result.errorOutput.isEmpty, "\(result.errorOutput)")
  }

  @Test func aCRInAStepKeepsEveryLineOfTheDiagramOneMessage() async throws {
    let result = try await compare.run(
      ["trace", "mvp", "--mermaid"], input: "swift\r\r\n:select 2\n")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "sequenceDiagram")
    for line in lines.dropFirst() where !line.isEmpty {
      #expect(line.hasPrefix("    "), "a line Mermaid cannot read: \(line)")
      #expect(!line.contains("\r"))
    }
    #expect(result.output.contains("Person->>TerminalUI: types \"swift␍\", presses Enter\n"))
  }

  @Test func nothingIsReadAfterQuit() async throws {
    let input = "swift\n:quit\nrust\n:select 1\n:open\n"
    let text = try await compare.run(["trace", "mvp", "mvvm-binding"], input: input)
    #expect(text.status == 0)
    #expect(headings(text.output) == ["swift", ":quit"])
    #expect(!text.output.contains("\"rust\""))
    #expect(text.errorOutput.isEmpty, "\(text.errorOutput)")
    let diagram = try await compare.run(["trace", "viper", "--mermaid"], input: input)
    #expect(!diagram.output.contains("rust"))
    #expect(!diagram.output.contains("selects row 1"))
  }

  @Test func aRefusedStepIsSaidOnceForBothArchitectures() async throws {
    let result = try await compare.run(
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

  @Test func eachStepIsPrintedBeforeTheNextIsRead() async throws {
    let session = try DemoSession("compare", arguments: ["trace", "mvp", "viper"])
    let searched =
      "SearchPresenter → RepositorySearchService.searchRepositories(matching: \"swift\""
    // Waited for on a thread of its own: the pipe's reader needs the threads tasks run on.
    let (stepped, selected, status) = try await onAThreadOfItsOwn {
      session.send("swift")
      let stepped =
        session.waitForOutput(containing: "── swift\nMVP\n")
        && session.waitForOutput(containing: searched)
      session.send(":select 2")
      let selected = session.waitForOutput(containing: "── :select 2\n")
      return (stepped, selected, try session.finish())
    }
    #expect(stepped && selected, "each step's calls arrive while the input is still open")
    #expect(status == 0)
  }

  @Test func compareRunPrintsEachStepBeforeTheNextIsReadToo() async throws {
    let session = try DemoSession("compare", arguments: ["run", "mvc", "mvp", "--latency", "0"])
    let (searched, status) = try await onAThreadOfItsOwn {
      session.send("swift")
      let searched = session.waitForOutput(containing: "── swift\n")
      return (searched, try session.finish())
    }
    #expect(searched, "the screens arrive while the input is still open")
    #expect(status == 0)
  }

  @Test(arguments: [
    ["trace", "mvp", "--mermaid=false"], ["trace", "--write=no"], ["graph", "--write=false"],
    ["diff", "mvc", "mvp", "--summary=0"], ["screenshot", "--write=false"],
  ])
  func aFlagThatTakesNoValueRefusesOne(_ arguments: [String]) async throws {
    let result = try await compare.run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("takes no value"))
    #expect(result.errorOutput.split(separator: "\n").count == 1)
  }
}
