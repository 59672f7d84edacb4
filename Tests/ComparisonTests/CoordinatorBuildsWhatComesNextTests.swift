import Testing

/// MVVM + Coordinator: the coordinator builds what comes next, as in Khanlou's coordinators.
///
/// The search view model reports which repository was chosen; it never makes the detail
/// screen's view model, nor carries what only that screen needs (the URL opener).
@Suite struct CoordinatorBuildsWhatComesNextTests {
  /// What belongs to the next screen: its view model, and the opener only it uses.
  static let nextScreensParts = ["RepositoryDetailViewModel", "URLOpening"]

  @Test func theSearchViewModelAndItsWayOutNameNothingOfTheNextScreen() throws {
    let sources = try PackageFiles.swiftSources(of: "MVVMCoordinator", layer: "Presentation")
    for file in ["SearchViewModel.swift", "SearchCoordinating.swift"] {
      let source = try #require(sources[file])
      for part in Self.nextScreensParts {
        let lines = VIPEREntityBoundaryTests.lines(naming: part, in: source)
        #expect(
          lines.isEmpty,
          "MVVMCoordinator/Presentation/\(file):\(lines) names `\(part)`; the coordinator makes it")
      }
    }
  }
}
