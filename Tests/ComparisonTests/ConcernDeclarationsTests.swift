import Comparison
import Testing

@Suite struct ConcernDeclarationsTests {
  @Test func readsOnePlaceOrAListPerConcern() throws {
    let declarations = try ConcernDeclarations(json: FakePackage.splitConcerns, path: "c.json")
    #expect(declarations.places[.paging]?.map(\.symbol) == ["SearchPresenter.loadNextPage()"])
    #expect(declarations.places[.navigation]?.count == 1)
    #expect(declarations.places.count == Concern.allCases.count)
  }

  @Test func rejectsAnUnknownConcernAndNamesTheKnownOnes() {
    let json = FakePackage.splitConcerns.replacingOccurrences(of: "\"paging\"", with: "\"pageing\"")
    #expect {
      try ConcernDeclarations(json: json, path: "Sources/Split/concerns.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains("Sources/Split/concerns.json: unknown concern 'pageing'")
        && message.contains("known: validation, loading, paging")
        && message.contains("declares no 'paging'")
    }
  }

  @Test func rejectsAPlaceWithoutFileOrSymbol() {
    let json = FakePackage.splitConcerns.replacingOccurrences(
      of: "\"symbol\": \"SearchPresenter.summary\"", with: "\"name\": \"summary\"")
    #expect(throws: ComparisonError.self) { try ConcernDeclarations(json: json, path: "c.json") }
  }

  @Test func rejectsJSONThatIsNotAnObject() {
    #expect(throws: ComparisonError.self) { try ConcernDeclarations(json: "[1]", path: "c.json") }
    #expect(throws: ComparisonError.self) { try ConcernDeclarations(json: "{", path: "c.json") }
  }
}
