import Testing

@testable import RepositorySearch

@Suite struct SearchableTextTests {
  @Test func ignoresCase() {
    #expect(SearchableText("SwiftUI") == SearchableText("swiftui"))
    #expect(SearchableText("ÉCOLE") == SearchableText("école"))
  }

  @Test func composesAccents() {
    #expect(SearchableText("cafe\u{301}") == SearchableText("caf\u{E9}"))
  }

  @Test func findsTextAnywhere() {
    let text = SearchableText("The Swift Programming Language")
    #expect(text.contains(SearchableText("the")))
    #expect(text.contains(SearchableText("PROGRAMMING")))
    #expect(text.contains(SearchableText("language")))
    #expect(text.contains(SearchableText("")))
    #expect(!text.contains(SearchableText("languages")))
    #expect(!text.contains(SearchableText("rust")))
  }

  @Test func matchesWholeCharactersOnly() {
    let text = SearchableText("検索エンジン")
    #expect(text.contains(SearchableText("索")))
    #expect(!text.contains(SearchableText("x")))
    #expect(!SearchableText("a").contains(SearchableText("ab")))
  }
}
