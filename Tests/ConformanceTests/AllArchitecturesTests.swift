import Registry
import Testing

/// `ARCHITECTURE` selects registered architectures by their demo's name, and an unknown name
/// is one line that lists the registered ones.
@Suite struct ArchitectureSelectionTests {
  @Test func selectsTheNamedArchitecturesInTheRegistrysOrder() throws {
    let selected = try selection(named: "viper, mvp").get()
    #expect(selected.map(\.executable) == ["mvp-demo", "viper-demo"])
    #expect(try selection(named: nil).get().count == Registry.architectures.count)
  }

  @Test func anUnknownNameIsOneLineListingTheNames() {
    guard case .failure(let error) = selection(named: "mvp,fo\u{1B}o") else {
      Issue.record("an unknown name selected something")
      return
    }
    #expect(!error.line.contains("\n") && !error.line.contains("\u{1B}"))
    #expect(error.line.hasPrefix("ARCHITECTURE=mvp,fo?o: no architecture named fo?o;"))
    for architecture in Registry.architectures {
      #expect(error.line.contains(String(architecture.executable.dropLast("-demo".count))))
    }
  }
}

/// A golden-frame failure says its first difference in words before the frames.
@Suite struct GoldenDifferenceTests {
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
