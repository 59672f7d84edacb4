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
