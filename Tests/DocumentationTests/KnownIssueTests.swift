import Foundation
import TestSupport
import Testing

/// Every known issue a learner sees in the summary of `swift test` is explained where they first
/// run it: chapter 00, in both languages, names each test file that records one.
@Suite struct KnownIssueTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  /// The test files that record a known issue, by path: those that call `withKnownIssue`.
  static func filesRecordingKnownIssues(in testFiles: [String: String]) -> [String] {
    testFiles.filter {
      $0.value.containsExactly("withKnownIssue") && $0.value.contains(knownIssueCall)
    }.keys.sorted()
  }

  nonisolated(unsafe) private static let knownIssueCall = /withKnownIssue\s*[({]/

  /// The package's test files that record a known issue, found once for every check.
  func recordingFiles() -> [String] {
    index.fact("filesRecordingKnownIssues") {
      Self.filesRecordingKnownIssues(in: documentation.testFiles)
    }
  }

  /// A message for each file recording a known issue that `chapter` does not name.
  static func unexplained(_ files: [String], in chapter: String) -> [String] {
    files.filter { !chapter.contains(String($0.split(separator: "/").last ?? "")) }
  }

  /// Today the toolchain forces none: chapter 00 says the summary reports no known issues, so
  /// a test that starts recording one must be explained there, and this expectation changed with
  /// it.
  @Test func theSuiteRecordsNoKnownIssue() {
    #expect(recordingFiles().isEmpty, "chapter 00 says the suite records no known issue")
  }

  @Test(arguments: ["en", "ja"])
  func chapterZeroNamesEveryTestFileWithAKnownIssue(_ language: String) throws {
    let path = "Tutorials/\(language)/00-how-to-use-this-kit.md"
    let chapter = try #require(documentation.markdownFiles[path])
    let files = recordingFiles()
    for file in Self.unexplained(files, in: chapter) {
      Issue.record("\(file) records a known issue that \(path) does not explain")
    }
  }

  @Test func aNewKnownIssueIsCaught() {
    // Spelled in two parts, so that this file does not itself count as recording one.
    let call = "withKnown" + "Issue"
    let files = Self.filesRecordingKnownIssues(in: [
      "Tests/ATests/ATests.swift": "\(call) {\n  fail()\n}",
      "Tests/BTests/BTests.swift": "await \(call)(\"why\") {}",
      "Tests/CTests/CTests.swift": "#expect(true)",
    ])
    #expect(files == ["Tests/ATests/ATests.swift", "Tests/BTests/BTests.swift"])
    #expect(Self.unexplained(files, in: "`ATests.swift` expects a failure") == [files[1]])
  }
}
