/// The generated blocks the READMEs and chapters embed, between `<!-- compare KIND KEY -->` and
/// `<!-- end compare KIND -->`: the ownership diagrams of `compare graph` (``graphs``, where
/// `KEY` names the architecture as its demo does without `-demo`, such as `mvp-router`) and the
/// sequence diagrams of `compare trace` (``traces``, where `KEY` is an architecture and a
/// script, such as `mvp search`) and the lesson chain of `compare path` (``paths``, where `KEY`
/// is the language, `en` or `ja`) and the summaries of `compare diff` (``diffs``, where `KEY`
/// names two architectures, such as `mvp viper`); and the table of `compare --format markdown`
/// (``tables``), between `<!-- compare:begin -->` and `<!-- compare:end -->`.
///
/// Every kind is read by one reader, which knows the markers of all of them: a block whose end
/// marker is missing before the next marker, or an end marker that closes nothing, is an error
/// naming the file and the line, never a guess at where the block ends.
package struct EmbeddedBlocks: Sendable {
  /// `compare graph`'s diagrams.
  package static let graphs = EmbeddedBlocks(kind: "graph")
  /// `compare trace`'s diagrams.
  package static let traces = EmbeddedBlocks(kind: "trace")
  /// `compare path`'s chain, keyed by the chapter's language: `en` or `ja`.
  package static let paths = EmbeddedBlocks(kind: "path")
  /// `compare diff --summary`'s summaries, keyed by the two architectures: `mvp viper`.
  package static let diffs = EmbeddedBlocks(kind: "diff")
  /// `compare --format markdown`'s table, pasted into the README and the choosing chapters; its
  /// markers name no key.
  package static let tables = EmbeddedBlocks(
    kind: "table", opening: "<!-- compare:begin -->", end: "<!-- compare:end -->", isKeyed: false)

  /// Every kind, whose markers each reader knows.
  package static let all = [graphs, traces, paths, diffs, tables]

  /// The word after `compare` in the markers.
  package var kind: String
  /// The line after which the end marker closes a block.
  package var end: String
  /// The begin marker, up to the key when it has one.
  private var opening: String
  /// True when the begin marker names a key.
  private var isKeyed: Bool

  private init(kind: String) {
    self.init(
      kind: kind, opening: "<!-- compare \(kind) ", end: "<!-- end compare \(kind) -->",
      isKeyed: true)
  }

  private init(kind: String, opening: String, end: String, isKeyed: Bool) {
    self.kind = kind
    self.opening = opening
    self.end = end
    self.isKeyed = isKeyed
  }

  /// The line that opens the block of `key`.
  package func begin(_ key: String) -> String {
    isKeyed ? opening + key + " -->" : opening
  }

  /// One embedded block: the key it names, what stands between the markers, and where.
  package struct Block: Sendable, Equatable {
    /// The architecture's key, such as `mvp`; empty for a kind whose markers name none.
    package var key: String
    /// The text between the markers' lines, each line ended by `\n`.
    package var content: String
    /// The number of the begin marker's line, from 1.
    package var line: Int

    /// A block of `key` holding `content`, opened on `line`.
    package init(key: String, content: String, line: Int) {
      self.key = key
      self.content = content
      self.line = line
    }
  }

  /// The blocks of this kind that `document` embeds, in order; throws, naming the file and the
  /// line, when a marker of any kind is left open or closes nothing.
  package func blocks(in document: TextDocument) throws(ComparisonError) -> [Block] {
    try Self.spans(in: document).filter { $0.kind.kind == kind }.map { $0.block(in: document) }
  }

  /// The blocks of this kind that `text`, the file at `path`, embeds.
  package func blocks(in text: String, path: String = "the text") throws(ComparisonError)
    -> [Block]
  {
    try blocks(in: TextDocument(path: path, text: text))
  }

  /// `document` with every block of this kind holding what `content` makes of it, its lines
  /// ended as the document ends them; the rest of the document is left as it was.
  ///
  /// Every marker is checked before `content` is asked for anything. An error `content` throws
  /// is given back naming the file and the block's line.
  package func refreshed(
    _ document: TextDocument, isolation: isolated (any Actor)? = #isolation,
    content: (Block) async throws -> String
  ) async throws(ComparisonError) -> TextDocument {
    let spans = try Self.spans(in: document)
    var lines: [String] = []
    var next = 0
    for span in spans where span.kind.kind == kind {
      let block = span.block(in: document)
      let generated: String
      do {
        generated = try await content(block)
      } catch let error as ComparisonError {
        throw ComparisonError("\(document.path):\(block.line): \(error.description)")
      } catch {
        throw ComparisonError("\(document.path):\(block.line): \(error)")
      }
      lines += document.lines[next...span.begin]
      lines += generated.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map(String.init)
      next = span.end
    }
    lines += document.lines[next...]
    var refreshed = document
    refreshed.lines = lines
    return refreshed
  }

  /// The files that may embed a block: the top `README.md`, each `Sources/*/README.md` and
  /// `Tutorials/*/*.md`.
  package static func candidates(in tree: any FileTree) -> [String] {
    let readmes = tree.files(under: "Sources").filter {
      $0.hasSuffix("/README.md") && $0.split(separator: "/").count == 3
    }
    let chapters = tree.files(under: "Tutorials").filter {
      $0.hasSuffix(".md") && $0.split(separator: "/").count == 3
    }
    let top = tree.contents(of: "README.md") == nil ? [] : ["README.md"]
    return top + readmes + chapters
  }

  // MARK: - Reading the markers

  /// A block of any kind: its kind, its key, and the indices of its markers' lines.
  private struct Span {
    var kind: EmbeddedBlocks
    var key: String
    var begin: Int
    var end: Int

    /// The block as `document` holds it.
    func block(in document: TextDocument) -> Block {
      Block(
        key: key, content: document.lines[begin + 1..<end].map { $0 + "\n" }.joined(),
        line: begin + 1)
    }

    /// The error for a block whose end marker is missing `place` (after it, or before the
    /// next marker), naming the file and the begin marker's line.
    func unclosed(in document: TextDocument, _ place: String) -> ComparisonError {
      let marker = document.lines[begin].trimmingWhitespace
      return ComparisonError(
        "\(document.path):\(begin + 1): \(marker) has no \(kind.end) \(place)")
    }
  }

  /// Every block of every kind in `document`, in order.
  private static func spans(in document: TextDocument) throws(ComparisonError) -> [Span] {
    var spans: [Span] = []
    var open: Span?
    for (index, line) in document.lines.enumerated() {
      let marker = line.trimmingWhitespace
      guard marker.hasPrefix("<!-- "), marker.hasSuffix("-->") else { continue }
      if var block = open {
        if marker == block.kind.end {
          block.end = index
          spans.append(block)
          open = nil
        } else if all.contains(where: { $0.isBegin(marker) || $0.end == marker }) {
          throw block.unclosed(in: document, "before the next marker (line \(index + 1))")
        }
      } else if let opened = Self.opened(by: marker) {
        open = Span(kind: opened.kind, key: opened.key, begin: index, end: index)
      } else if let kind = all.first(where: { $0.end == marker }) {
        let opening = kind.begin(kind.isKeyed ? "…" : "")
        throw ComparisonError(
          "\(document.path):\(index + 1): \(marker) closes no \(opening) above it")
      }
    }
    if let block = open { throw block.unclosed(in: document, "after it") }
    return spans
  }

  /// The kind and the key of the block `line` opens, such as ``graphs`` and `mvp` for
  /// `<!-- compare graph mvp -->` (spaces and tabs around it aside); nil for any other line.
  package static func opened(by line: String) -> (kind: EmbeddedBlocks, key: String)? {
    let marker = line.trimmingWhitespace
    guard let kind = all.first(where: { $0.isBegin(marker) }) else { return nil }
    let key = kind.isKeyed ? String(marker.dropFirst(kind.opening.count).dropLast(4)) : ""
    return (kind, key)
  }

  /// True when `marker`, a trimmed line, opens a block of this kind.
  private func isBegin(_ marker: String) -> Bool {
    guard isKeyed else { return marker == opening }
    return marker.hasPrefix(opening) && marker.hasSuffix(" -->")
      && marker.count > opening.count + 3
  }
}

extension String {
  /// The line without the spaces and tabs around it.
  fileprivate var trimmingWhitespace: String {
    var scalars = Substring(self).unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
