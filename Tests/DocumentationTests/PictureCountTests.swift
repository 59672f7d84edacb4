import Foundation
import Testing

/// A picture's description counts what the picture shows: the search screen's alt text names
/// as many repositories as the picture has rows.
@Suite struct PictureCountTests {
  @Test func theSearchScreensAltTextCountsItsRows() throws {
    let documentation = try Documentation.loaded.get()
    let picture = try String(
      contentsOf: Documentation.root.appendingPathComponent("Tutorials/images/search-screen.svg"),
      encoding: .utf8)
    let rows = picture.filter { $0 == "★" }.count
    #expect(rows > 0)
    let cases = [
      ("README.md", #"search screen: .*?(\w+) repositories"#),
      ("Tutorials/en/00-how-to-use-this-kit.md", #"search bar, (\w+) repositories"#),
      ("Tutorials/ja/00-how-to-use-this-kit.md", #"検索バー、(\d+) 件のリポジトリ"#),
    ]
    for (path, pattern) in cases {
      let text = try #require(documentation.markdownFiles[path])
      let match = try #require(text.firstMatch(of: try Regex(pattern)), "\(path): no alt text")
      let word = try #require(match.output[1].substring).lowercased()
      #expect(Documentation.number(word) == rows, "\(path): \(word)")
    }
  }
}
