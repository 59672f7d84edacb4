import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One copy of a few of the package's files in a folder of its own, made the first time a test
/// asks and shared by every test that runs a tool writing into a package: what `compare graph
/// mvp` reads, with the package's `.gitignore`, committed in a git repository of its own as a
/// learner's clone is, so that a test can ask `git status` what a run left.
///
/// Tests take turns with it (``use(_:)``): each gets the copy as it was made, and whatever it
/// changed is put back before the next one, so no test sees another's edits. The copy is removed
/// when the test process exits.
final class ScratchCopy: @unchecked Sendable {
  /// What the copy holds: what `compare graph mvp` reads, the manifest, MVP and the shared
  /// modules it draws; and what git ignores.
  static let items = [
    ".gitignore", "Package.swift",
    "Sources/MVP", "Sources/SharedUI", "Sources/RepositorySearch/Service",
    "Sources/TerminalUI/Controllers/NavigationController.swift",
  ]

  /// The copy's root.
  let root: URL
  /// Every file's bytes as the copy was made, by path.
  private let original: [String: Data]

  private init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scratch-copy-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: root)
    try FileManager.default.copyItems(Self.items, from: DemoProcess.packageDirectory, to: root)
    try commitEverything(in: root)
    var original: [String: Data] = [:]
    for path in Self.files(under: root) {
      original[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    }
    self.original = original
    atexit { try? FileManager.default.removeItem(at: ScratchCopy.removedAtExit) }
  }

  /// Where the copy is, for the handler that removes it at exit.
  private static let removedAtExit = FileManager.default.temporaryDirectory
    .appendingPathComponent("scratch-copy-\(ProcessInfo.processInfo.processIdentifier)")

  /// The copy, made the first time a test asks.
  private static let shared = Result { try ScratchCopy() }

  /// The tests waiting for their turn with the copy.
  private static let turns = Turns()

  /// Runs `body` with the copy to itself, then puts back every file `body` changed and removes
  /// every file it added.
  static func use<Value: Sendable>(_ body: (ScratchCopy) async throws -> Value) async throws
    -> Value
  {
    let copy = try shared.get()
    await turns.take()
    let result: Result<Value, any Error>
    do {
      result = .success(try await body(copy))
    } catch {
      result = .failure(error)
    }
    copy.putBack()
    await turns.give()
    return try result.get()
  }

  /// Every regular file under `root`, by path relative to it, but git's.
  private static func files(under root: URL) -> [String] {
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return (paths ?? []).filter { !$0.hasPrefix(".git/") }.filter {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: root.appendingPathComponent($0).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }
  }

  /// The copy as it was made: changed files written back, writable, added files removed.
  private func putBack() {
    for path in Self.files(under: root) {
      let url = root.appendingPathComponent(path)
      guard let bytes = original[path] else {
        try? FileManager.default.removeItem(at: url)
        continue
      }
      chmod(url.path, 0o644)
      if FileManager.default.contents(atPath: url.path) != bytes { try? bytes.write(to: url) }
    }
    for (path, bytes) in original
    where !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
      try? bytes.write(to: root.appendingPathComponent(path))
    }
  }

  /// The bytes of the file at `path`.
  func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent(path)))
  }

  /// Writes `bytes` to the file at `path`.
  func write(_ path: String, bytes: [UInt8]) throws {
    try Data(bytes).write(to: root.appendingPathComponent(path))
  }

  /// The text of the file at `path`.
  func text(_ path: String) throws -> String {
    String(decoding: try bytes(path), as: UTF8.self)
  }

  /// Writes `text` to the file at `path`.
  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  /// What `git status --porcelain` says of the copy, ignored files included when `ignored`.
  func gitStatus(ignored: Bool = false) throws -> String {
    try git(["status", "--porcelain"] + (ignored ? ["--ignored"] : []), in: root)
  }

  /// The names in `folder`, sorted.
  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(folder).path
    ).sorted()
  }
}

/// Turns taken one at a time, in the order asked for.
private actor Turns {
  private var isTaken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the turn is this caller's.
  func take() async {
    guard isTaken else {
      isTaken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the next caller waiting, if any.
  func give() {
    if waiting.isEmpty {
      isTaken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
