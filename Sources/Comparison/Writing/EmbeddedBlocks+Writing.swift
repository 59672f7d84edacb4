import Foundation

extension EmbeddedBlocks {
  /// Regenerates every block of this kind in the package at `root`'s READMEs and chapters
  /// (``candidates(in:)``), each holding what `content` makes of it; returns the paths of the
  /// files that changed.
  ///
  /// All or nothing (see ``PackageWrite``): every candidate is read and every marker of every
  /// kind checked before `content` is asked for a block, and every block is made before any
  /// file changes; a file whose bytes are not
  /// UTF-8, or whose markers are left open, is an error naming the file and the line. Each file
  /// keeps its own line endings. `finishing` may change more of each document, outside the blocks,
  /// in the same all-or-nothing write.
  package func write(
    inPackageAt root: URL, waiting: @Sendable () -> Void = {},
    isolation: isolated (any Actor)? = #isolation,
    finishing: (TextDocument) -> TextDocument = { $0 },
    content: (_ path: String, _ block: Block) async throws -> String
  ) async throws(ComparisonError) -> [String] {
    // `content` runs where the caller does (the main actor, for a tool that runs an app): the
    // closure passes the caller's isolation on, as it would not inherit it by itself.
    try await PackageWrite.run(root: root, waiting: waiting, isolation: isolation) { write in
      let documents = try Self.candidates(in: DiskFileTree(root: root)).map {
        try write.document(at: $0)
      }
      let refreshed = try await refreshed(
        documents, isolation: isolation, finishing: finishing, content: content)
      for document in refreshed {
        try write.replace(document.path, with: document)
      }
    }
  }

  /// `documents` as ``write(inPackageAt:waiting:isolation:finishing:content:)`` would write
  /// them: each with every block of this kind holding what `content` makes of it, then
  /// `finishing` applied; nothing is written.
  ///
  /// Every marker of every document is checked before `content` is asked for a block, so one
  /// document's marker left open refuses them all. This is what the tools decide, testable on a
  /// package held in memory (``documents(in:)``).
  package func refreshed(
    _ documents: [TextDocument], isolation: isolated (any Actor)? = #isolation,
    finishing: (TextDocument) -> TextDocument = { $0 },
    content: (_ path: String, _ block: Block) async throws -> String
  ) async throws(ComparisonError) -> [TextDocument] {
    for document in documents { _ = try blocks(in: document) }
    var refreshedDocuments: [TextDocument] = []
    for document in documents {
      let path = document.path
      let refreshed = try await refreshed(document) { try await content(path, $0) }
      refreshedDocuments.append(finishing(refreshed))
    }
    return refreshedDocuments
  }

  /// The READMEs and chapters of `tree` that may embed a block (``candidates(in:)``), as the
  /// writing tools read them; only those of `paths`, when given.
  package static func documents(in tree: any FileTree, only paths: Set<String>? = nil)
    throws(ComparisonError) -> [TextDocument]
  {
    try candidates(in: tree).filter { paths?.contains($0) ?? true }.map {
      path throws(ComparisonError) in
      try TextDocument(path: path, text: tree.contents(of: path) ?? "")
    }
  }
}
