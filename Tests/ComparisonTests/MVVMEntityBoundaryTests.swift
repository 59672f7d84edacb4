import Foundation
import Registry
import Testing

/// MVVM's views get display values, never the entity.
///
/// The article's own addendum has the view ask its view model `getName(index:)`, not for the
/// model: here each view model hands its view a row's `RepositoryRowContent` and the detail's
/// `RepositoryDetailContent`, and the screen to show next as the detail's view model. So no
/// file of an MVVM architecture's UI layer — views, composition root or coordinators — names
/// `Repository`.
@Suite struct MVVMEntityBoundaryTests {
  /// The MVVM architectures in the registry, by folder.
  static let folders = Registry.architectures.map(\.folder).filter { $0.hasPrefix("MVVM") }

  @Test func theFourMVVMArchitecturesAreChecked() {
    #expect(
      Set(Self.folders) == ["MVVMEntity", "MVVMModel", "MVVMBinding", "MVVMCoordinator"])
  }

  @Test(arguments: folders)
  func noFileOfTheUILayerNamesTheEntity(_ folder: String) throws {
    let sources = try PackageFiles.swiftSources(of: folder, layer: "UI")
    #expect(sources.keys.contains("SearchViewController.swift"))
    #expect(sources.keys.contains("RepositoryDetailViewController.swift"))
    for (file, source) in sources.sorted(by: { $0.key < $1.key }) {
      for line in VIPEREntityBoundaryTests.lines(naming: "Repository", in: source) {
        Issue.record(
          "Sources/\(folder)/UI/\(file):\(line) names `Repository`; hand the view display content")
      }
    }
  }
}
