import Foundation
import TestSupport
import Testing

/// What the READMEs and the tutorials show matches the code: excerpts are copied from real
/// files, and diagrams and prose name only types and methods that exist.
///
/// An excerpt is a ```` ```swift ```` block whose first line is `// From <path>`; every other
/// line must appear in that file, in order and contiguous, ignoring indentation, except that a
/// line `// …` stands for lines left out.
@Suite struct DocumentationTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  @Test func excerptsAreCopiedFromTheCode() throws {
    for (path, blocks) in documentation.markdownBlocks {
      for block in blocks where block.language == "swift" {
        guard let first = block.lines.first?.trimmingCharacters(in: .whitespaces),
          first.hasPrefix("// From ")
        else { continue }
        let source = String(first.dropFirst("// From ".count))
        let file = try #require(
          documentation.quotedFile(source),
          "\(path):\(block.line) quotes \(source), which does not exist")
        let lines = index.fact("trimmedLines " + source) { Excerpt.trimmedLines(of: file) }
        let missing = Excerpt(lines: Array(block.lines.dropFirst())).firstMissingPart(in: lines)
        #expect(missing == nil, "\(path):\(block.line): not in \(source):\n\(missing ?? "")")
      }
    }
  }

  @Test func diagramsAndProseNameMethodsThatExist() {
    let names = index.declarations.names
    // `name(` in a diagram's message or in backticks in prose.
    let call = #/(?:^|[^\w.$])([a-z]\w*)\(/#
    for (path, text) in documentation.markdownFiles {
      var mentioned: [String] = []
      for block in documentation.markdownBlocks[path] ?? [] where block.language == "mermaid" {
        for line in block.lines where line.contains("->>") || line.contains("-->>") {
          let message = line.split(separator: ":", maxSplits: 1).dropFirst().joined()
          mentioned += message.matches(of: call).map { String($0.output.1) }
        }
      }
      for code in Self.codeSpans(in: text) where code.utf8.contains(0x28) {
        mentioned += code.matches(of: call).map { String($0.output.1) }
      }
      let unknown = Set(mentioned).filter {
        !names.contains($0) && !Self.notDeclaredHere.contains($0)
      }
      #expect(
        unknown.isEmpty, "\(path) names \(unknown.sorted()), which the sources do not declare")
    }
  }

  @Test func diagramParticipantsAreTypesThatExist() {
    let names = index.declarations.names
    // `participant Presenter as SearchPresenter`, or `participant SearchPresenter`; a person in
    // a diagram is an `actor`.
    let participant = #/^\s*participant\s+(\w+)(?:\s+as\s+(\w+))?\s*$/#
    for (path, blocks) in documentation.markdownBlocks {
      for block in blocks where block.language == "mermaid" {
        for line in block.lines {
          guard let match = line.wholeMatch(of: participant) else { continue }
          let type = String(match.output.2 ?? match.output.1)
          #expect(
            names.contains(type) || Self.participantsNotDeclaredHere.contains(type),
            "\(path):\(block.line) shows \(type), which the sources do not declare")
        }
      }
    }
  }

  /// The spans of inline code in `text`, `` `like this` ``, each within a line and not empty.
  static func codeSpans(in text: String) -> [Substring] {
    var spans: [Substring] = []
    for line in text.newlineSeparatedLines where line.utf8.contains(0x60) {
      let ticks = line.utf8.indices.filter { line.utf8[$0] == 0x60 }
      var index = 0
      // A backtick right after another opens nothing: `` is no span.
      while index + 1 < ticks.count {
        let open = line.utf8.index(after: ticks[index])
        if open == ticks[index + 1] {
          index += 1
          continue
        }
        spans.append(line[open..<ticks[index + 1]])
        index += 2
      }
    }
    return spans
  }

  /// Participants a generated sequence diagram shows that are not types of `Sources/`: the
  /// toolkit, which delivers keys and draws, and the standard library's clock.
  static let participantsNotDeclaredHere: Set<String> = ["TerminalUI", "Clock"]

  /// Calls a document may name that are not declared in `Sources/`: UIKit's, the C library's
  /// and the standard library's, which the documents compare with.
  static let notDeclaredHere: Set<String> = [
    "prepare", "tcflag_t", "sleep", "map", "withObservationTracking", "exit", "print",
    "dequeueReusableCell", "fatalError", "init",
  ]
}
