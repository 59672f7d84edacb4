import Foundation
import Registry
import SwiftSource
import Testing

/// The architectures table promises only what the code does: every name an architecture's
/// summary sets in backticks (`SearchPresenterInput`, `repository(at:)`, `@Observable`) is a
/// name its own code uses, so that the README row cannot announce an operator or a type the
/// architecture does not have.
@Suite struct ArchitectureSummaryTests {
  /// The identifiers (attributes with their `@`) inside the backticked spans of `summary`, in
  /// order.
  static func namesInCode(of summary: String) throws -> [String] {
    let spans = try NSRegularExpression(pattern: "`([^`]+)`")
    let identifier = try NSRegularExpression(pattern: "@?[A-Za-z_][A-Za-z0-9_]*")
    let range = NSRange(summary.startIndex..., in: summary)
    return spans.matches(in: summary, range: range).flatMap { span -> [String] in
      guard let inside = Range(span.range(at: 1), in: summary) else { return [] }
      let text = String(summary[inside])
      return identifier.matches(in: text, range: NSRange(text.startIndex..., in: text))
        .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
  }

  /// Every token of code (comments and string contents left out) in `Sources/<folder>`.
  static func wordsInCode(ofFolder folder: String) -> Set<String> {
    var words: Set<String> = []
    for path in PackageFiles.tree.files(under: "Sources/" + folder) where path.hasSuffix(".swift") {
      let code = SwiftCode(PackageFiles.tree.contents(of: path) ?? "")
      words.formUnion(Token.tokens(of: code).map(\.text))
    }
    return words
  }

  @Test(arguments: Registry.architectures.map(\.executable))
  func everyNameASummaryShowsAsCodeIsInTheArchitecturesCode(_ executable: String) throws {
    let architecture = try #require(Registry.architectures.first { $0.executable == executable })
    let words = Self.wordsInCode(ofFolder: architecture.folder)
    #expect(!words.isEmpty, "Sources/\(architecture.folder) has code")
    for name in try Self.namesInCode(of: architecture.summary) where !words.contains(name) {
      Issue.record(
        "\(executable)'s summary names `\(name)`, which Sources/\(architecture.folder) never does")
    }
  }

  @Test func theCheckReadsTheNamesInsideBackticksOnly() throws {
    let summary = "a `[Repository]` the view reads with `repository(at:)`, filter and `@Observable`"
    #expect(try Self.namesInCode(of: summary) == ["Repository", "repository", "at", "@Observable"])
  }
}
