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
    try await PackageWrite.run(root: root, waiting: waiting) { write in
      let documents = try Self.candidates(in: DiskFileTree(root: root)).map { path in
        let document = try write.document(at: path)
        _ = try blocks(in: document)
        return document
      }
      for document in documents {
        let path = document.path
        let refreshed = try await refreshed(document) { try await content(path, $0) }
        try write.replace(path, with: finishing(refreshed))
      }
    }
  }
}
