import Foundation
import RepositorySearch
import Testing

@Suite struct OfflineCatalogLoadingTests {
  /// Writes `data` to a new temporary file and returns its address.
  private func temporaryFile(_ data: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "catalog-\(UUID().uuidString).json")
    try data.write(to: url)
    return url
  }

  @Test func bundledCatalogHoldsAtLeast300UniqueRepositories() throws {
    let repositories = try OfflineCatalog.bundled().repositories
    #expect(repositories.count >= 300)
    #expect(Set(repositories.map(\.id)).count == repositories.count)
    #expect(Set(repositories.map { $0.fullName.lowercased() }).count == repositories.count)
  }

  @Test func loadsFileInSearchResponseShape() throws {
    let url = try temporaryFile(Fixtures.searchResponse)
    defer { try? FileManager.default.removeItem(at: url) }
    let catalog = try OfflineCatalog(contentsOf: url)
    #expect(catalog.repositories.map(\.fullName) == ["swiftlang/swift", "ghost/empty"])
  }

  @Test func saysWhereAndWhyFileIsUnreadable() throws {
    let body = Data(
      #"{"total_count": 1, "incomplete_results": false, "items": [{"id": "one"}]}"#.utf8)
    let url = try temporaryFile(body)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try OfflineCatalog(contentsOf: url)
      Issue.record("loaded an unreadable catalog")
    } catch {
      #expect(error == .unreadable(path: url.path, reason: "items[0].id: expected Int"))
      #expect(error.description.contains(url.path))
    }
  }

  @Test func saysWhichFileIsMissing() {
    let url = URL(fileURLWithPath: "/nonexistent/catalog.json")
    do {
      _ = try OfflineCatalog(contentsOf: url)
      Issue.record("loaded a missing catalog")
    } catch {
      guard case .unreadable(let path, _) = error else {
        Issue.record("expected unreadable, got \(error)")
        return
      }
      #expect(path == "/nonexistent/catalog.json")
    }
  }

  @Test func keepsLatencyAndClockOfLoadedCatalog() throws {
    let url = try temporaryFile(Fixtures.searchResponse)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(
      try OfflineCatalog(contentsOf: url, latency: .milliseconds(300)).latency == .milliseconds(300)
    )
  }
}
