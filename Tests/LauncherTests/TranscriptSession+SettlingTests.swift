import Foundation
import MVP
import RepositorySearch
import SharedUI
import TerminalUI
import TestSupport
import Testing

@testable import Launcher

/// The transcript's printed screens are settled and show the selection (W3).
@MainActor
@Suite struct TranscriptSessionSettlingTests {
  private func session(repositories: Int, size: Size) -> TranscriptSession {
    let catalog = OfflineCatalog(
      repositories: Repository.samples(count: repositories, owner: "swift-fan"))
    let environment = AppEnvironment(
      searchService: catalog, urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(),
      dataSourceName: "samples")
    return TranscriptSession(architecture: .mvp, environment: environment, size: size)
  }

  private func screens(_ lines: [String], repositories: Int = 40, size: Size) async -> [String] {
    var input = lines[...]
    var screens: [String] = []
    _ = await session(repositories: repositories, size: size).run(
      readLine: { input.popFirst() }, write: { screens.append($0) }, report: { _ in })
    return screens
  }

  @Test("a screen whose drawing loads the next page is printed once that page is in")
  func printsSettledScreens() async {
    let catalog = OfflineCatalog(
      repositories: Repository.samples(count: 122, owner: "swift-fan"))
    let environment = AppEnvironment(
      searchService: UnhurriedSearchService(wrapping: catalog),
      urlOpener: URLOpenerSpy(canOpen: false), clock: ManualClock(), dataSourceName: "samples")
    var input = ["sample"][...]
    var printed: [String] = []
    _ = await TranscriptSession(
      architecture: .mvp, environment: environment, size: Size(width: 100, height: 80)
    ).run(readLine: { input.popFirst() }, write: { printed.append($0) }, report: { _ in })
    #expect(printed[1].contains("60 of 122"), "page 2, which drawing the 30 rows started")
    #expect(!printed[1].contains("Loading more"))
  }

  @Test("W3: the selected row is marked in the printout")
  func marksTheSelectedRow() async {
    let printed = await screens(["sample-1", ":select 2"], size: Size(width: 80, height: 24))
    let marked = printed[2].split(separator: "\n").filter {
      $0.first == TranscriptDriver.selectionMarker
    }
    #expect(marked.count == 1)
    #expect(marked.first?.contains("swift-fan/sample-10") == true)
  }
}

/// A search service that takes its time: each answer comes after many turns of the main
/// actor, as a real one comes after the app has gone idle, so that a transcript that prints
/// before the answer is in shows it.
@MainActor
private final class UnhurriedSearchService: RepositorySearchService {
  private let wrapped: any RepositorySearchService

  init(wrapping wrapped: any RepositorySearchService) {
    self.wrapped = wrapped
  }

  func searchRepositories(matching query: SearchQuery, page: Int) async throws(SearchError)
    -> SearchPage
  {
    for _ in 0..<200 { await Task.yield() }
    return try await wrapped.searchRepositories(matching: query, page: page)
  }
}
