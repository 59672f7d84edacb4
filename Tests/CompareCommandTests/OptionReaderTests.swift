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

  /// A value out of a flag's choices, or a width out of range, is refused with every choice
  /// the subcommand takes, in its order.
  @Test(arguments: [
    (
      ["graph", "mvp", "--format", "x"], "'--format' needs mermaid, markdown, text or svg, not 'x'"
    ),
    (["table", "--format=html"], "'--format' needs text, markdown or json, not 'html'"),
    (["path", "--format", "json"], "'--format' needs text or markdown, not 'json'"),
    (["path", "--lang", "fr"], "'--lang' needs en or ja, not 'fr'"),
    (["diff", "mvc", "mvp", "--width=39"], "'--width' needs columns from 40 to 1000, not '39'"),
  ])
  func aValueOutsideTheChoicesNamesThemAll(_ arguments: [String], _ refusal: String) async {
    let result = await CompareRun(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput == "compare: \(refusal). Run 'compare --help' for usage.\n", "\(arguments)"
    )
  }
}
