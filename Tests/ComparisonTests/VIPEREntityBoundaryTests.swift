import Foundation
import SwiftSource
import Testing

/// VIPER keeps its entities behind the interactor (objc.io's `VTDListInteractor` maps each
/// `VTDTodoItem` to a plain `VTDUpcomingItem` before its presenter sees it): the interactors and
/// the data manager they read through hold `Repository`; the protocols between interactor and
/// presenter, the presenters, the routing protocols, the router and the views see plain data
/// and identifiers only.
///
/// The interactors keep no copy of the results.
///
/// The words stay in front of the interactor: the interactor layer hands on raw values, and
/// only the presenters and the views name the display content.
@Suite struct VIPEREntityBoundaryTests {
  /// The entity, and the service's page that carries entities.
  static let entityTypes = ["Repository", "SearchPage"]

  /// The display content, which the presenters make and the views show.
  static let displayTypes = ["RepositoryRowContent", "RepositoryDetailContent"]

  /// True for the files where the entities may be: the interactors and their data manager.
  static func keepsEntities(_ file: String) -> Bool {
    file.hasSuffix("Interactor.swift") || file.hasSuffix("DataManager.swift")
  }

  /// True for the files of the interactor layer: the interactors and their protocols, the data
  /// manager, and the plain items the interactors hand on.
  static func isInteractorLayer(_ file: String) -> Bool {
    file.contains("Interactor") || file.hasSuffix("DataManager.swift")
      || file.hasSuffix("Item.swift")
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

  @Test func theInteractorLayerHandsOnRawValuesNeverTheDisplayContent() throws {
    let files = try PackageFiles.swiftSources(of: "VIPER", layer: "Presentation")
      .filter { Self.isInteractorLayer($0.key) }
    let checked = [
      "SearchInteractor", "SearchInteractorInput", "SearchInteractorOutput",
      "RepositoryDetailInteractor", "RepositoryDetailInteractorInput", "RepositoryDataManager",
      "RepositoryItem", "RepositoryDetailItem",
    ].map { "\($0).swift" }
    #expect(Set(checked).isSubset(of: files.keys), "the interactor layer is all read")
    for (file, source) in files.sorted(by: { $0.key < $1.key }) {
      for display in Self.displayTypes {
        for line in Self.lines(naming: display, in: source) {
          Issue.record(
            "Sources/VIPER/Presentation/\(file):\(line) names `\(display)`; hand raw values on")
        }
      }
    }
  }

  /// objc.io's `VTDListInteractor` reads through its data manager and keeps nothing of what it
  /// read: the results are kept once, as entities by the data manager and as rows by the
  /// presenter, from the items the interactor handed it.
  @Test func theInteractorsKeepNoCopyOfTheResults() throws {
    let files = try PackageFiles.swiftSources(of: "VIPER", layer: "Presentation")
    for file in ["SearchInteractor.swift", "RepositoryDetailInteractor.swift"] {
      let source = try #require(files[file])
      let copies = try StateOwnershipTests.storedProperties(in: source).filter {
        $0.type.hasPrefix("[") || $0.type.contains("SearchPage")
      }
      #expect(copies.isEmpty, "\(file) keeps results: \(copies.map(\.name))")
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

  @Test func theInteractorLayerIsTheInteractorsTheirProtocolsTheDataManagerAndThePlainItems() {
    #expect(Self.isInteractorLayer("SearchInteractor.swift"))
    #expect(Self.isInteractorLayer("SearchInteractorOutput.swift"))
    #expect(Self.isInteractorLayer("RepositoryDetailInteractorInput.swift"))
    #expect(Self.isInteractorLayer("RepositoryDataManager.swift"))
    #expect(Self.isInteractorLayer("RepositoryItem.swift"))
    #expect(!Self.isInteractorLayer("SearchPresenter.swift"))
    #expect(!Self.isInteractorLayer("RepositoryDetailPresenterOutput.swift"))
    #expect(!Self.isInteractorLayer("SearchPresenterInput.swift"))
  }
}
