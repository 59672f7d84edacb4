import Comparison
import Testing

@Suite struct LayerTests {
  @Test(arguments: [
    ("UI/SearchViewController.swift", Layer.view),
    ("Presentation/SearchPresenter.swift", .presentation),
    ("Presentation/SearchViewModel+Change.swift", .presentation),
    ("Presentation/SearchResultsModel.swift", .model),
    ("Presentation/RepositoryEntity.swift", .model),
    ("Presentation/SearchRouting.swift", .navigation),
    ("UI/Router.swift", .navigation),
    ("UI/RootViewController.swift", .navigation),
    ("UI/AppCoordinator.swift", .navigation),
    ("Presentation/SearchCoordinating.swift", .navigation),
    ("Presentation/Coordinator.swift", .navigation),
    ("UI/NavigationContainer.swift", .navigation),
    ("UI/Assembly.swift", .composition),
    ("UI/Architecture+Entry.swift", .composition),
  ])
  func classifiesByFolderAndName(_ path: String, _ layer: Layer) {
    #expect(Layer.of(path) == layer)
  }

  @Test func leavesTheDemoAndNonSwiftFilesUncounted() {
    #expect(Layer.of("Demo/main.swift") == nil)
    #expect(Layer.of("README.md") == nil)
  }
}
