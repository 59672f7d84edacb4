import Foundation
import Testing

/// `compare trace` and `compare run` through a real pipe held open: each step is printed
/// before the next is read (W3).
///
/// A program can drive them step by step. How they read their steps (line endings, control
/// bytes, nothing after `:quit`) is tested in process, by `CompareCommandTests`.
@Suite struct CompareTraceInputTests {
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
}
