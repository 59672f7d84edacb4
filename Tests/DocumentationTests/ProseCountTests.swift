import Foundation
import Testing

/// The counts the prose states are the counts of the code.
///
/// Each case reads one number from a document (a file's length, the number of architectures)
/// and counts it in the package.
@Suite struct ProseCountTests {
  /// One number in one document, and how to count it in the package.
  struct Case: Sendable, CustomStringConvertible {
    let document: String
    let pattern: String
    let count: @Sendable (Documentation) -> Int?
    var description: String { "\(document): \(pattern)" }
  }

  /// The lines of a source file, as `wc -l` counts them.
  static func lines(_ path: String) -> @Sendable (Documentation) -> Int? {
    { $0.sourceFiles[path]?.filter { $0 == "\n" }.count }
  }

  /// The lines of a source file that hold code.
  static func codeLines(_ path: String) -> @Sendable (Documentation) -> Int? {
    { $0.sourceFiles[path]?.split(separator: "\n").count }
  }

  /// The architectures: one demo each.
  static let architectures: @Sendable (Documentation) -> Int? = { documentation in
    documentation.sourceFiles.keys.filter { $0.hasSuffix("/Demo/main.swift") }.count
  }

  static let cases = [
    Case(
      document: "Tutorials/en/study-session.md", pattern: #"search controller is (\w+) lines"#,
      count: lines("Sources/MVC/UI/SearchViewController.swift")),
    Case(
      document: "Tutorials/ja/study-session.md", pattern: #"Controller は (\w+) 行"#,
      count: lines("Sources/MVC/UI/SearchViewController.swift")),
    Case(
      document: "Tutorials/en/00-how-to-use-this-kit.md",
      pattern: #"A demo's `main.swift` is (\w+) lines"#,
      count: codeLines("Sources/MVP/Demo/main.swift")),
    Case(
      document: "Tutorials/ja/00-how-to-use-this-kit.md", pattern: #"`main.swift` はたった (\w+) 行"#,
      count: codeLines("Sources/MVP/Demo/main.swift")),
    Case(
      document: "Tutorials/en/00-how-to-use-this-kit.md", pattern: #"architecture \((\w+) of them"#,
      count: architectures),
    Case(
      document: "Tutorials/ja/00-how-to-use-this-kit.md", pattern: #"アーキテクチャ\(いまは (\w+) (?:つ|個)\)"#,
      count: architectures),
  ]

  @Test(arguments: cases)
  func theNumberInTheProseIsTheCount(_ check: Case) throws {
    let documentation = try Documentation.loaded.get()
    let text = try #require(documentation.markdownFiles[check.document])
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let match = try #require(text.firstMatch(of: try Regex(check.pattern)), "not found")
    let word = try #require(match.output[1].substring).lowercased()
    let stated = Documentation.number(word)
    #expect(stated != nil && stated == check.count(documentation))
  }
}
