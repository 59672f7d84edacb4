import Foundation
import TestSupport
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

  static let mvcController = lines("Sources/MVC/UI/SearchViewController.swift")
  static let mvpController = lines("Sources/MVP/UI/SearchViewController.swift")
  static let mvpPresenter = lines("Sources/MVP/Presentation/SearchPresenter.swift")
  static let mvpInput = lines("Sources/MVP/Presentation/SearchPresenterInput.swift")
  static let mvpOutput = lines("Sources/MVP/Presentation/SearchPresenterOutput.swift")
  static let modelOnlyViewModel = lines("Sources/MVVMModel/Presentation/SearchViewModel.swift")

  /// The lines of a file, where the prose names the file beside the count.
  static let lineCounts = [
    Case(
      document: "Tutorials/en/02-apple-mvc.md",
      pattern: #"is (\w+) lines \(`wc -l`\) and reads"#, count: mvcController),
    Case(
      document: "Tutorials/ja/02-apple-mvc.md",
      pattern: #"`SearchViewController.swift` は (\w+) 行"#, count: mvcController),
    Case(
      document: "Tutorials/en/03-passive-view-mvp.md",
      pattern: #"`SearchPresenter.swift` \((\w+) lines\)"#, count: mvpPresenter),
    Case(
      document: "Tutorials/en/03-passive-view-mvp.md", pattern: #"its protocols \((\w+) and"#,
      count: mvpInput),
    Case(
      document: "Tutorials/en/03-passive-view-mvp.md",
      pattern: #"its protocols \(\w+ and (\w+)\)"#, count: mvpOutput),
    Case(
      document: "Tutorials/en/03-passive-view-mvp.md", pattern: #"shrinks from (\w+) lines"#,
      count: mvcController),
    Case(
      document: "Tutorials/en/03-passive-view-mvp.md", pattern: #"shrinks from \w+ lines to (\w+)"#,
      count: mvpController),
    Case(
      document: "Tutorials/ja/03-passive-view-mvp.md",
      pattern: #"`SearchPresenter.swift`\((\w+) 行\)"#, count: mvpPresenter),
    Case(
      document: "Tutorials/ja/03-passive-view-mvp.md", pattern: #"プロトコル\((\w+) 行と"#,
      count: mvpInput),
    Case(
      document: "Tutorials/ja/03-passive-view-mvp.md", pattern: #"行と (\w+) 行\)で"#,
      count: mvpOutput),
    Case(
      document: "Tutorials/ja/03-passive-view-mvp.md", pattern: #"ViewController は (\w+) 行から"#,
      count: mvcController),
    Case(
      document: "Tutorials/ja/03-passive-view-mvp.md", pattern: #"行から (\w+) 行に縮み"#,
      count: mvpController),
    Case(
      document: "Tutorials/en/06-mvvm-model-only.md", pattern: #"`SearchViewModel` \((\w+) lines"#,
      count: modelOnlyViewModel),
    Case(
      document: "Tutorials/ja/06-mvvm-model-only.md", pattern: #"`wc -l` で (\w+) 行"#,
      count: modelOnlyViewModel),
    Case(
      document: "Sources/MVC/README.md", pattern: #"the architecture \((\w+) lines\)"#,
      count: mvcController),
  ]

  static let cases =
    lineCounts + [
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
        document: "Tutorials/en/00-how-to-use-this-kit.md",
        pattern: #"architecture \((\w+) of them"#,
        count: architectures),
      Case(
        document: "Tutorials/ja/00-how-to-use-this-kit.md",
        pattern: #"アーキテクチャ\(いまは (\w+) (?:つ|個)\)"#,
        count: architectures),
    ]

  @Test(arguments: cases)
  func theNumberInTheProseIsTheCount(_ check: Case) throws {
    let documentation = try Documentation.loaded.get()
    let text = try #require(documentation.markdownFiles[check.document])
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let match = try #require(text.firstMatch(of: try Regex(check.pattern)), "not found")
    let word = try #require(match.output[1].substring).lowercased()
    let stated = try #require(Documentation.number(word), "“\(word)” is not a number")
    let count = try #require(check.count(documentation), "\(check.document): nothing to count")
    if stated != count {
      Issue.record(
        Comment(
          rawValue: StaleDocumentation.typed([
            "\(check.document) says \(stated) where the code gives \(count) (\(check.pattern))"
          ])))
    }
  }
}
