import Foundation
import Registry
import Testing

/// MVVM's views get display values, never the entity.
///
/// The article's own addendum has the view ask its view model `getName(index:)`, not for the
/// model: here each view model hands its view a row's `RepositoryRowContent` and the detail's
/// `RepositoryDetailContent`. So no file of an MVVM architecture's UI layer — views and
/// composition root — names `Repository`. The coordinators are the one exception, and only in
/// MVVM + Coordinator: as in Khanlou's coordinators, the search view model reports the
/// repository chosen, and the coordinator builds the detail screen's view model from it.
@Suite struct MVVMEntityBoundaryTests {
  /// The architectures of the view-model family, by folder (`ArchitectureFamilyTests` holds
  /// each family to its code).
  static let folders = Registry.architectures.filter { $0.family == .viewModel }.map(\.folder)

  @Test func theViewModelFamilyIsChecked() {
    #expect(!Self.folders.isEmpty)
  }

  /// True for a coordinator, which builds the next screen from the repository reported.
  static func buildsScreensFromTheModel(_ file: String) -> Bool {
    file.hasSuffix("Coordinator.swift")
  }

  @Test func onlyTheCoordinatorsBuildScreensFromTheModel() {
    #expect(Self.buildsScreensFromTheModel("AppCoordinator.swift"))
    #expect(Self.buildsScreensFromTheModel("RepositoryDetailCoordinator.swift"))
    #expect(!Self.buildsScreensFromTheModel("SearchViewController.swift"))
    #expect(!Self.buildsScreensFromTheModel("Assembly.swift"))
    #expect(!Self.buildsScreensFromTheModel("RootViewController.swift"))
  }

  @Test(arguments: folders)
  func noFileOfTheUILayerNamesTheEntity(_ folder: String) throws {
    let sources = try PackageFiles.swiftSources(of: folder, layer: "UI")
    #expect(sources.keys.contains("SearchViewController.swift"))
    #expect(sources.keys.contains("RepositoryDetailViewController.swift"))
    for (file, source) in sources.sorted(by: { $0.key < $1.key })
    where !Self.buildsScreensFromTheModel(file) {
      for line in VIPEREntityBoundaryTests.lines(naming: "Repository", in: source) {
        Issue.record(
          "Sources/\(folder)/UI/\(file):\(line) names `Repository`; hand the view display content")
      }
    }
  }
}
