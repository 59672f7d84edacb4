import Testing

/// A golden-frame failure says its first difference in words before the frames.
@Suite struct GoldenTranscriptTests {
  @Test func namesTheStepTheLineAndBothTexts() {
    let expected = "── launch\nSearch: \n\n── swift\nrow 1   \nrow 2\n"
    let actual = "── launch\nSearch: \n\n── swift\nrow 1   \nrow 3\n"
    let description = GoldenTranscript.describeDifference(expected: expected, actual: actual)
    let first = description.split(separator: "\n").first.map(String.init)
    #expect(first == "step 1 (swift), line 2: expected “row 2”, drawn “row 3”")
  }

  @Test func aMissingLineIsSaid() {
    let description = GoldenTranscript.describeDifference(
      expected: "── a\nx\ny\n", actual: "── a\nx\n")
    #expect(description.hasPrefix("step 0 (a), line 2: expected “y”, drawn “”"))
  }
}
