import Testing

@testable import RepositorySearch

@Suite struct LinkHeaderTests {
  @Test func readsGitHubsLinks() {
    let header = LinkHeader(
      #"<https://api.github.com/search/repositories?q=swift&page=2>; rel="next", "#
        + #"<https://api.github.com/search/repositories?q=swift&page=34>; rel="last""#)
    #expect(header.hasNext)
    #expect(header.targets["last"] == "https://api.github.com/search/repositories?q=swift&page=34")
  }

  @Test func hasNoNextOnLastPage() {
    let header = LinkHeader(
      #"<https://api.github.com/search/repositories?q=a&page=1>; rel="first", "#
        + #"<https://api.github.com/search/repositories?q=a&page=33>; rel="prev""#)
    #expect(!header.hasNext)
    #expect(header.targets.keys.sorted() == ["first", "prev"])
  }

  @Test func keepsCommaInsideAddress() {
    let header = LinkHeader(#"<https://example.com/?q=a,b&page=2>; rel="next""#)
    #expect(header.targets["next"] == "https://example.com/?q=a,b&page=2")
  }

  @Test func readsSeveralRelationsUnquotedAndInAnyCase() {
    let header = LinkHeader(#"<https://example.com/2>; REL="next last", <https://x/1>;rel=prev"#)
    #expect(header.targets["next"] == "https://example.com/2")
    #expect(header.targets["last"] == "https://example.com/2")
    #expect(header.targets["prev"] == "https://x/1")
  }

  @Test func skipsWhatItCannotRead() {
    #expect(LinkHeader("").targets.isEmpty)
    #expect(LinkHeader("garbage; rel=next").targets.isEmpty)
    #expect(LinkHeader("<https://example.com/2>; title=next").targets.isEmpty)
  }
}
