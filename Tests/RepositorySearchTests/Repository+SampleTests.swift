import RepositorySearch
import TestSupport
import Testing

@Suite struct RepositorySampleTests {
  @Test func readsLikeARealRepository() {
    let repository = Repository.sample(id: 7, name: "swift", owner: "apple", stars: 67_000)
    #expect(repository.fullName == "apple/swift")
    #expect(repository.owner?.login == "apple")
    #expect(repository.htmlURL.absoluteString == "https://github.com/apple/swift")
    #expect(repository.stargazersCount == 67_000 && repository.id == 7)
  }

  @Test func makesDistinctSamplesMostStarsFirst() {
    let samples = Repository.samples(count: 3)
    #expect(samples.map(\.name) == ["sample-1", "sample-2", "sample-3"])
    #expect(samples.map(\.id) == [1, 2, 3])
    #expect(samples.map(\.stargazersCount) == [30, 20, 10])
  }

  @Test func encodesUnusualNamesIntoItsAddress() {
    let repository = Repository.sample(name: "a b", owner: "検索")
    #expect(repository.htmlURL.absoluteString == "https://github.com/%E6%A4%9C%E7%B4%A2/a%20b")
  }
}
