/// The diagrams the READMEs and chapters embed: ``ArchitectureGraph/markdown`` between
/// `<!-- compare graph KEY -->` and `<!-- end compare graph -->`, where `KEY` names the
/// architecture as its demo does without `-demo` (`mvp-router`).
package enum EmbeddedGraphs {
  /// The line after which the end marker closes a diagram.
  package static let end = "<!-- end compare graph -->"

  /// The line that opens the diagram of the architecture `key`.
  package static func begin(_ key: String) -> String {
    "<!-- compare graph \(key) -->"
  }

  /// One embedded diagram: the architecture it names and what stands between the markers.
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

  /// The diagrams `text` embeds, in order.
  package static func blocks(in text: String) -> [Block] {
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
      } else if line.hasPrefix("<!-- compare graph "), line.hasSuffix(" -->") {
        key = String(line.dropFirst("<!-- compare graph ".count).dropLast(" -->".count))
        content = ""
      }
    }
    return blocks
  }

  /// `text` with every embedded diagram replaced by what `diagram` makes of its key.
  package static func refreshed(
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
        if line.hasPrefix("<!-- compare graph "), line.hasSuffix(" -->") {
          let key = line.dropFirst("<!-- compare graph ".count).dropLast(" -->".count)
          let generated = try diagram(String(key))
          lines += generated.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          isInside = true
        }
      }
    }
    guard !isInside else {
      throw ComparisonError("a '<!-- compare graph … -->' line has no '\(end)' after it")
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
