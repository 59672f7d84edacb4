import Foundation
import RepositorySearch
import Testing

@Suite struct BackgroundCatalogTests {
  @Test func answersAsTheBundledCatalogDoes() async throws {
    let query = try SearchQuery("language:swift")
    let expected = try await OfflineCatalog.bundled().searchRepositories(matching: query, page: 2)
    let page = try await BackgroundCatalog.bundled().searchRepositories(matching: query, page: 2)
    #expect(page == expected)
    #expect(!page.items.isEmpty)
  }

  @Test func anUnreadableFileAnswersEverySearchWithUnreadableResponse() async throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "catalog-\(UUID().uuidString).json")
    try Data("{ not json".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = BackgroundCatalog(contentsOf: url)
    await #expect(throws: SearchError.unreadableResponse) {
      try await catalog.searchRepositories(matching: SearchQuery("swift"), page: 1)
    }
  }
}
