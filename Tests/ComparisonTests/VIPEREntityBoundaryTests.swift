import Foundation
import SwiftSource
import Testing

/// VIPER keeps its entities behind the interactor (objc.io's `VTDListInteractor` maps each
/// `VTDTodoItem` to a plain `VTDUpcomingItem` before its presenter sees it): the interactors and
/// the data manager they share hold `Repository`; the protocols between interactor and
/// presenter, the presenters, the routing protocols, the router and the views see plain data
/// and identifiers only.
@Suite struct VIPEREntityBoundaryTests {
  /// The entity, and the service's page that carries entities.
  static let entityTypes = ["Repository", "SearchPage"]

  /// True for the files where the entities may be: the interactors and their data manager.
  static func keepsEntities(_ file: String) -> Bool {
    file.hasSuffix("Interactor.swift") || file.hasSuffix("DataManager.swift")
  }

  /// Every Swift file of VIPER's presentation and UI layers that the entities must not reach,
  /// by path.
  static func filesBeyondTheInteractors() throws -> [String: String] {
    var sources: [String: String] = [:]
    for layer in ["Presentation", "UI"] {
      for (file, source) in try PackageFiles.swiftSources(of: "VIPER", layer: layer)
      where !keepsEntities(file) {
        sources["Sources/VIPER/\(layer)/\(file)"] = source
      }
    }
    return sources
  }

  /// The lines of `source` whose code (comments and strings left out) names `entity`.
  static func lines(naming entity: String, in source: String) -> [Int] {
    let code = SwiftCode(source)
    return Token.tokens(of: code).filter { $0.text == entity }.map { code.line(of: $0.offset) }
  }

  @Test func onlyTheInteractorsAndTheirDataManagerNameTheEntity() throws {
    let files = try Self.filesBeyondTheInteractors()
    let checked = [
      "Presentation/SearchInteractorInput", "Presentation/SearchInteractorOutput",
      "Presentation/RepositoryDetailInteractorInput", "Presentation/SearchPresenter",
      "Presentation/RepositoryDetailPresenter", "Presentation/SearchPresenterInput",
      "Presentation/SearchPresenterOutput", "Presentation/RepositoryDetailPresenterOutput",
      "Presentation/SearchRouting", "UI/Router", "UI/SearchViewController",
      "UI/RepositoryDetailViewController",
    ].map { "Sources/VIPER/\($0).swift" }
    #expect(Set(checked).isSubset(of: files.keys), "the boundaries are all read")
    #expect(!files.keys.contains("Sources/VIPER/Presentation/SearchInteractor.swift"))
    for (path, source) in files.sorted(by: { $0.key < $1.key }) {
      for entity in Self.entityTypes {
        for line in Self.lines(naming: entity, in: source) {
          Issue.record(
            "\(path):\(line) names `\(entity)`; hand plain data or an identifier instead")
        }
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

  @Test func theEntitiesMayStayInTheInteractorsAndTheirDataManager() {
    #expect(Self.keepsEntities("SearchInteractor.swift"))
    #expect(Self.keepsEntities("RepositoryDetailInteractor.swift"))
    #expect(Self.keepsEntities("RepositoryDataManager.swift"))
    #expect(!Self.keepsEntities("SearchInteractorInput.swift"))
    #expect(!Self.keepsEntities("SearchInteractorOutput.swift"))
    #expect(!Self.keepsEntities("SearchPresenter.swift"))
    #expect(!Self.keepsEntities("Router.swift"))
  }
}
