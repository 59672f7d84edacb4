import Testing

/// The flags every subcommand reads alike.
@MainActor
@Suite struct OptionReaderTests {
  /// `--write=false` is a mistake, not a no (W4).
  @Test(arguments: [
    ["trace", "mvp", "--mermaid=false"], ["trace", "--write=no"], ["graph", "--write=false"],
    ["diff", "mvc", "mvp", "--summary=0"], ["screenshot", "--write=false"],
  ])
  func aFlagThatTakesNoValueRefusesOne(_ arguments: [String]) async {
    let result = await CompareRun(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("takes no value"))
    #expect(result.errorOutput.split(separator: "\n").count == 1)
  }

  @Test func anOptionWithoutItsValueIsAUsageError() async {
    let result = await CompareRun(["diff", "mvc", "mvp", "--width"])
    #expect(result.status == 2)
    #expect(
      result.errorOutput
        == "compare: option '--width' needs a value. Run 'compare --help' for usage.\n")
  }
}
