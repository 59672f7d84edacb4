import Testing

/// `compare run A B` piped: both architectures' screens side by side after each step.
@MainActor
@Suite struct RunCommandTests {
  @Test func runsTwoArchitecturesSideBySideInATranscript() async {
    let result = await CompareRun(
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

  /// Each step's screens are written before the next step is read, so that a program can
  /// drive it step by step (W3); `EndToEndTests` proves it through a real pipe.
  @Test func printsEachStepBeforeTheNextIsRead() async {
    let result = await CompareRun(
      ["run", "mvc", "mvp", "--latency", "0"], input: "swift\n:select 2\n")
    #expect(result.status == 0)
    let headings = result.streams.outputAtEachRead.map { printed in
      printed.split(separator: "\n").filter { $0.hasPrefix("── ") }
    }
    #expect(
      headings == [
        ["── launch"], ["── launch", "── swift"], ["── launch", "── swift", "── :select 2"],
      ])
  }

  @Test func aBadDemoOptionIsAUsageError() async {
    let result = await CompareRun(["run", "mvc", "mvp", "--latency", "soon"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix("compare: "))
    #expect(result.errorOutput.split(separator: "\n").count == 1)
  }
}
