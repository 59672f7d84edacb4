import RepositorySearch
import TestSupport
import Testing

/// A row's words (S5), the same whoever formats them.
@Suite struct RepositoryRowContentTests {
  @Test func showsTheNameTheStarsAbbreviatedTheLanguageAndTheDescription() {
    let repository = Repository.sample(
      name: "swift", owner: "swiftlang", description: "The Swift Programming Language",
      language: "C++", stars: 67_890)
    #expect(
      RepositoryRowContent(repository)
        == RepositoryRowContent(
          title: "swiftlang/swift", stars: "★ 67k",
          subtitle: "C++ · The Swift Programming Language"))
  }

  @Test func saysSoWhenThereIsNoDescriptionAndLeavesOutAMissingLanguage() {
    let bare = Repository.sample(description: nil, language: nil, stars: 999)
    #expect(RepositoryRowContent(bare).subtitle == "No description")
    #expect(RepositoryRowContent(bare).stars == "★ 999")
    let described = Repository.sample(description: "Notes.", language: nil)
    #expect(RepositoryRowContent(described).subtitle == "Notes.")
  }

  @Test func formatsPlainFieldsAsItFormatsTheRepositoryTheyCameFrom() {
    let repository = Repository.sample(
      name: "swift", owner: "swiftlang", description: "The Swift Programming Language",
      language: "C++", stars: 67_890)
    #expect(
      RepositoryRowContent(
        fullName: "swiftlang/swift", stargazersCount: 67_890, language: "C++",
        description: "The Swift Programming Language") == RepositoryRowContent(repository))
  }

  @Test func formatsMissingPlainFieldsAsItFormatsAMissingField() {
    let content = RepositoryRowContent(
      fullName: "someone/notes", stargazersCount: 1_234_567, language: nil, description: nil)
    #expect(
      content
        == RepositoryRowContent(title: "someone/notes", stars: "★ 1.2m", subtitle: "No description")
    )
  }
}
