import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run's changes to the files of a package, made all together or not at all, as git makes
/// a commit.
///
/// ``run(root:waiting:isolation:_:)`` holds the package's ``PackageLock`` throughout, so what
/// the body reads is what any other run wrote. The body reads files and says what they should
/// hold, or that they should go; nothing changes until it has finished. Then every file to
/// change is checked (writable, a regular file, still as it was read), written to a temporary
/// file beside it whose name starts with ``temporaryPrefix`` (which `.gitignore` lists), and only
/// once every one is written are they renamed over the files, and the files to remove removed.
/// A run killed before the renames leaves the files as they were, plus temporary files git
/// ignores, which the next run removes from the folders it reads.
package final class PackageWrite {
  /// How the temporary files' names start.
  package static let temporaryPrefix = ".compare-write-"

  /// The package root, where `Package.swift` is.
  package let root: URL
  /// The bytes of each file read, by path; `nil` for a file that was not there.
  private(set) var original: [String: Data?] = [:]
  /// What each file to change should hold, in the order given: `nil` for a file to remove.
  private var pending: [(path: String, data: Data?)] = []

  private init(root: URL) {
    self.root = root
  }

  /// Runs `body` with the package at `root` locked, then makes the changes it asked for; returns
  /// the paths of the files that changed (written or removed), in the order asked.
  ///
  /// Throws, saying that no file was written, when `body` throws or a file cannot be written.
  /// `waiting` is called when another run holds the lock, before waiting for it.
  package static func run(
    root: URL, waiting: @Sendable () -> Void = {},
    isolation: isolated (any Actor)? = #isolation,
    _ body: (PackageWrite) async throws -> Void
  ) async throws(ComparisonError) -> [String] {
    let write = PackageWrite(root: root)
    let lock: PackageLock
    let replacements: [Replacement]
    do {
      lock = try await PackageLock.acquire(root: root, waiting: waiting)
      try await body(write)
      write.removeStaleTemporaryFiles(besides: write.original.keys)
      replacements = try write.prepare()
    } catch let error as ComparisonError {
      throw ComparisonError(error.description + "; no file written")
    } catch {
      throw ComparisonError("\(error); no file written")
    }
    // Held until every file is renamed.
    defer { withExtendedLifetime(lock) {} }
    return try write.commit(replacements)
  }

  /// The bytes of the file at `path`, or `nil` when there is none; remembered, so that the file
  /// is written only if it still holds them.
  package func contents(of path: String) throws(ComparisonError) -> Data? {
    if let known = original[path] { return known }
    let url = root.appendingPathComponent(path)
    let data: Data?
    if FileManager.default.fileExists(atPath: url.path) {
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw ComparisonError("\(path): cannot be read: \(error.localizedDescription)")
      }
    } else {
      data = nil
    }
    original[path] = data
    return data
  }

  /// The text file at `path`; throws, naming the file and the line, when there is none or its
  /// bytes are not UTF-8 with one kind of line ending.
  package func document(at path: String) throws(ComparisonError) -> TextDocument {
    guard let data = try contents(of: path) else { throw ComparisonError("\(path): not found") }
    return try TextDocument(path: path, bytes: data)
  }

  /// Asks for the file at `path` to hold `data` (a new file when there is none); nothing is
  /// written when it holds them already.
  package func replace(_ path: String, with data: Data) throws(ComparisonError) {
    guard try contents(of: path) != data else { return }
    pending.removeAll { $0.path == path }
    pending.append((path, data))
  }

  /// Asks for the file at `path` to hold `document`.
  package func replace(_ path: String, with document: TextDocument) throws(ComparisonError) {
    try replace(path, with: document.data)
  }

  /// Asks for the file at `path` to be removed with the other changes.
  ///
  /// Nothing is asked when there is none. A folder its removal leaves empty goes too.
  package func remove(_ path: String) throws(ComparisonError) {
    pending.removeAll { $0.path == path }
    guard try contents(of: path) != nil else { return }
    pending.append((path, nil))
  }

  // MARK: - Writing

  /// One change ready to be made: a file written beside the one it replaces, ready to be
  /// renamed over it, or (with no temporary file) a file to remove.
  struct Replacement {
    var path: String
    var temporary: URL?
  }

  /// Checks every file to change and writes each one's temporary file; removes them all and
  /// throws when one cannot be written.
  private func prepare() throws(ComparisonError) -> [Replacement] {
    var modes: [mode_t?] = []
    for (path, data) in pending {
      if data == nil {
        try checkRemovable(path)
        modes.append(nil)
      } else {
        modes.append(try mode(ofTarget: path))
      }
    }
    var replacements: [Replacement] = []
    do throws(ComparisonError) {
      for ((path, data), mode) in zip(pending, modes) {
        guard let data, let mode else {
          replacements.append(Replacement(path: path, temporary: nil))
          continue
        }
        replacements.append(
          Replacement(path: path, temporary: try writeTemporaryFile(for: path, data, mode: mode)))
      }
      for (path, _) in pending {
        let now = try? Data(contentsOf: root.appendingPathComponent(path))
        guard now == original[path] ?? nil else {
          throw ComparisonError("\(path) changed while it was being regenerated; run it again")
        }
      }
    } catch {
      for case let temporary? in replacements.map(\.temporary) { unlink(temporary.path) }
      throw error
    }
    return replacements
  }

  /// Renames every temporary file over its file and removes the files to remove, in the order
  /// asked; returns their paths.
  private func commit(_ replacements: [Replacement]) throws(ComparisonError) -> [String] {
    var written: [String] = []
    for (index, replacement) in replacements.enumerated() {
      let target = root.appendingPathComponent(replacement.path)
      let done =
        if let temporary = replacement.temporary {
          rename(temporary.path, target.path) == 0
        } else {
          unlink(target.path) == 0
        }
      guard done else {
        let reason = PackageLock.reason()
        let rest = replacements[index...]
        for case let temporary? in rest.map(\.temporary) { unlink(temporary.path) }
        let verb = replacement.temporary == nil ? "removed" : "replaced"
        let changed =
          written.isEmpty ? "no file written" : "written: " + written.joined(separator: ", ")
        throw ComparisonError(
          "\(replacement.path) cannot be \(verb) (\(reason)); \(changed); "
            + "not written: \(rest.map(\.path).joined(separator: ", "))")
      }
      if replacement.temporary == nil { removeEmptyFolders(above: replacement.path) }
      written.append(replacement.path)
    }
    return written
  }
}
