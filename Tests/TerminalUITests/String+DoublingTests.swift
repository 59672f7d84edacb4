import Testing

/// The fixture that builds the huge texts is the standard library's repetition, only quicker.
@Suite struct StringDoublingTests {
  @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 1_000, 1_023])
  func isTheSameStringAsRepeating(count: Int) {
    #expect(String(doubling: "ab検👍🏽 ", count: count) == String(repeating: "ab検👍🏽 ", count: count))
  }
}
