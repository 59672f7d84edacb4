import Foundation
import SwiftSource
import Testing

/// VIPER keeps its entities behind the interactor (objc.io): the presenter hands its view
/// display content, so the view controllers and the protocols between presenter and view never
/// name `Repository`.
///
/// The router is the one exception in the UI folder: as the wireframe that builds each module,
/// it hands the repository chosen on the search screen to the detail screen's interactor.
@Suite struct VIPEREntityBoundaryTests {
  /// The protocols between presenter and view, by file.
  static let presenterViewProtocols = [
    "SearchPresenterInput", "SearchPresenterOutput", "RepositoryDetailPresenterInput",
    "RepositoryDetailPresenterOutput",
  ].map { "Sources/VIPER/Presentation/\($0).swift" }

  /// VIPER's view controllers: every `…ViewController.swift` in its UI folder.
  static func viewControllers() throws -> [String] {
    let folder = PackageFiles.root.appendingPathComponent("Sources/VIPER/UI")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("ViewController.swift") }.sorted().map { "Sources/VIPER/UI/\($0)" }
  }

  /// The lines of `source` whose code (comments and strings left out) names `entity`.
  static func lines(naming entity: String, in source: String) -> [Int] {
    let code = SwiftCode(source)
    return Token.tokens(of: code).filter { $0.text == entity }.map { code.line(of: $0.offset) }
  }

  @Test func theViewsAndTheProtocolsBetweenPresenterAndViewNeverNameTheEntity() throws {
    let viewControllers = try Self.viewControllers()
    #expect(viewControllers.contains("Sources/VIPER/UI/SearchViewController.swift"))
    #expect(viewControllers.contains("Sources/VIPER/UI/RepositoryDetailViewController.swift"))
    for path in viewControllers + Self.presenterViewProtocols {
      let source = try String(
        contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
      for line in Self.lines(naming: "Repository", in: source) {
        Issue.record("\(path):\(line) names `Repository`; hand the view display content")
      }
    }
  }

  @Test func theCheckFindsTheEntityInCodeOnly() {
    let source = """
      /// Returns the Repository for a row.
      func repository(at row: Int) -> RepositoryRowContent?
      func showRepository(_ repository: Repository)
      let text = "Repository"
      func rows() -> [Repository]
      """
    #expect(Self.lines(naming: "Repository", in: source) == [3, 5])
  }
}
