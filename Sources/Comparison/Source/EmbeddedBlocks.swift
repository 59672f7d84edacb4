/// The generated blocks the READMEs and chapters embed, between `<!-- compare KIND KEY -->` and
/// `<!-- end compare KIND -->`: the ownership diagrams of `compare graph` (``graphs``, where
/// `KEY` names the architecture as its demo does without `-demo`, such as `mvp-router`) and the
/// sequence diagrams of `compare trace` (``traces``, where `KEY` is an architecture and a
/// script, such as `mvp search`) and the lesson chain of `compare path` (``paths``, where `KEY`
/// is the language, `en` or `ja`) and the summaries of `compare diff` (``diffs``, where `KEY`
/// names two architectures, such as `mvp viper`).
package struct EmbeddedBlocks: Sendable {
  /// `compare graph`'s diagrams.
  package static let graphs = EmbeddedBlocks(kind: "graph")
  /// `compare trace`'s diagrams.
  package static let traces = EmbeddedBlocks(kind: "trace")
  /// `compare path`'s chain, keyed by the chapter's language: `en` or `ja`.
  package static let paths = EmbeddedBlocks(kind: "path")
  /// `compare diff --summary`'s summaries, keyed by the two architectures: `mvp viper`.
  package static let diffs = EmbeddedBlocks(kind: "diff")

  /// The word after `compare` in the markers.
  package var kind: String

  /// The line after which the end marker closes a block.
  package var end: String { "<!-- end compare \(kind) -->" }

  private var opening: String { "<!-- compare \(kind) " }

  /// The line that opens the block of `key`.
  package func begin(_ key: String) -> String {
    opening + key + " -->"
  }

  /// One embedded block: the key it names and what stands between the markers.
  package struct Block: Sendable, Equatable {
    /// The architecture's key, such as `mvp`.
    package var key: String
    /// The text between the markers' lines.
    package var content: String

    /// A diagram of `key` holding `content`.
    package init(key: String, content: String) {
      self.key = key
      self.content = content
    }
  }

  /// The blocks `text` embeds, in order.
  package func blocks(in text: String) -> [Block] {
    var blocks: [Block] = []
    var key: String?
    var content = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let open = key {
        if line == end {
          blocks.append(Block(key: open, content: content))
          key = nil
        } else {
          content += line + "\n"
        }
      } else if line.hasPrefix(opening), line.hasSuffix(" -->") {
        key = String(line.dropFirst(opening.count).dropLast(" -->".count))
        content = ""
      }
    }
    return blocks
  }

  /// `text` with every embedded block replaced by what `diagram` makes of its key.
  package func refreshed(
    _ text: String, diagram: (String) throws(ComparisonError) -> String
  ) throws(ComparisonError) -> String {
    var lines: [Substring] = []
    var isInside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if isInside {
        guard line == end else { continue }
        isInside = false
        lines.append(line)
      } else {
        lines.append(line)
        if line.hasPrefix(opening), line.hasSuffix(" -->") {
          let key = line.dropFirst(opening.count).dropLast(" -->".count)
          let generated = try diagram(String(key))
          lines += generated.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          isInside = true
        }
      }
    }
    guard !isInside else {
      throw ComparisonError("a '\(opening)… -->' line has no '\(end)' after it")
    }
    return lines.joined(separator: "\n")
  }

  /// The files that may embed a diagram: each `Sources/*/README.md` and `Tutorials/*/*.md`.
  package static func candidates(in tree: any FileTree) -> [String] {
    let readmes = tree.files(under: "Sources").filter {
      $0.hasSuffix("/README.md") && $0.split(separator: "/").count == 3
    }
    let chapters = tree.files(under: "Tutorials").filter {
      $0.hasSuffix(".md") && $0.split(separator: "/").count == 3
    }
    return readmes + chapters
  }
}
