import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scratch copy of what `Scripts/kata` reads and writes for the exercises a test names.
///
/// The script and the files of `Scripts/lib` it sources, the exercises' README, the named
/// exercise pages and the Swift files they name, in a temporary folder of its own, so that a
/// test can start, kill and restore exercises with the real script without touching the package
/// or building it. A command that goes through every exercise, as `verify` does, goes through
/// the named ones only. The test owns the copy and removes it.
struct KataTree {
  /// The copy's root, where the script runs.
  let root: URL
  /// The Swift files the copied exercises name, relative to the package, sorted.
  let exerciseFiles: [String]

  /// The lines of the ```kata block of `exercise`, such as `mvc/paging`.
  static func block(of exercise: String) throws -> [String] {
    let page = DemoProcess.packageDirectory
      .appendingPathComponent("Tutorials/Exercises/\(exercise).md")
    var lines: [String] = []
    var inside = false
    for line in try String(contentsOf: page, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("```") {
        inside = line == "```kata"
        continue
      }
      if inside { lines.append(String(line)) }
    }
    return lines
  }

  /// The lines of the ```kata block of `exercise` that start with `key`, each with the file the
  /// `file` line before it names.
  static func directives(_ key: String, of exercise: String) throws
    -> [(file: String, value: String)]
  {
    var file = ""
    var values: [(file: String, value: String)] = []
    for line in try block(of: exercise) {
      if line.hasPrefix("file ") { file = String(line.dropFirst("file ".count)) }
      if line.hasPrefix(key + " ") { values.append((file, String(line.dropFirst(key.count + 1)))) }
    }
    return values
  }

  /// Copies the kata with `exercises`, such as `mvc/paging`, and the package's `.gitignore`,
  /// into a new temporary folder: only what those exercises read, as every file made here is a
  /// file the test's file system must make and delete again.
  init(exercises: String...) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString)")
    var files = Set<String>()
    for exercise in exercises {
      for (file, _) in try Self.directives("file", of: exercise) { files.insert(file) }
    }
    exerciseFiles = files.sorted()
    let pages = ["Tutorials/Exercises/README.md"] + exercises.map { "Tutorials/Exercises/\($0).md" }
    let paths = ["Scripts/kata", ".gitignore"] + Self.sourcedFiles + pages + exerciseFiles
    try FileManager.default.copyItems(paths, from: DemoProcess.packageDirectory, to: root)
  }

  /// The files `Scripts/kata` sources, such as `Scripts/lib/usage.bash`, relative to the package.
  static let sourcedFiles: [String] = {
    let script = DemoProcess.packageDirectory.appendingPathComponent("Scripts/kata")
    let text = (try? String(contentsOf: script, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      line.hasPrefix("source ") ? String(line.dropFirst("source ".count)) : nil
    }
  }()

  /// The copy of `tree` already at `root`, such as the one `verify` works in: the same
  /// exercise files, somewhere else.
  init(copyOf tree: KataTree, at root: URL) {
    self.root = root
    exerciseFiles = tree.exerciseFiles
  }

  /// Runs `git arguments` in the copy and waits for it; returns what it printed, and throws
  /// when it fails.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try EndToEndTests.git(arguments, in: root)
  }

  /// Makes the copy a git repository with everything in it committed, as a learner's clone is.
  func commitEverything() throws {
    try EndToEndTests.commitEverything(in: root)
  }

  /// What `git status --porcelain` says of the copy: what a learner sees changed.
  func gitStatus() throws -> String {
    try git("status", "--porcelain")
  }

  /// Runs `Scripts/kata arguments` in the copy and waits for it.
  func kata(_ arguments: String..., environment: [String: String] = [:]) async throws
    -> DemoProcess.Result
  {
    try await DemoProcess(script: "kata", in: root).run(arguments, environment: environment)
  }

  /// The bytes of the file at `path`, relative to the root; nil when there is none.
  func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
  }

  /// Every exercise file's bytes, by path (a missing file is absent).
  func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    for path in exerciseFiles { files[path] = contents(path) }
    return files
  }

  /// The exercise files whose bytes are not those of `snapshot`, by path.
  func changedFiles(since snapshot: [String: Data]) -> [String] {
    exerciseFiles.filter { contents($0) != snapshot[$0] }
  }

  /// Writes `text` to the file at `path`, relative to the root.
  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }

  /// Inserts `line` after the first line of `path` that contains `anchor`: a learner's edit.
  func insert(_ line: String, after anchor: String, in path: String) throws {
    let text = String(decoding: contents(path) ?? Data(), as: UTF8.self)
    var lines = text.components(separatedBy: "\n")
    guard let index = lines.firstIndex(where: { $0.contains(anchor) }) else {
      throw SetUpError.noLine(anchor, path)
    }
    lines.insert(line, at: index + 1)
    try write(lines.joined(separator: "\n"), to: path)
  }

  /// Replaces the first `text` in `path` with `replacement`: a learner's edit.
  func replace(_ text: String, with replacement: String, in path: String) throws {
    let old = String(decoding: contents(path) ?? Data(), as: UTF8.self)
    guard let range = old.range(of: text) else { throw SetUpError.noLine(text, path) }
    try write(old.replacingCharacters(in: range, with: replacement), to: path)
  }

  /// Moves the file at `path` to `destination`, both relative to the root.
  func move(_ path: String, to destination: String) throws {
    try FileManager.default.moveItem(
      at: root.appendingPathComponent(path), to: root.appendingPathComponent(destination))
  }

  /// Deletes `path`, relative to the root, as `swift package clean` deletes `.build`.
  func delete(_ path: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
  }

  /// A new named pipe, in a folder beside the root so that `git status` in the copy never sees
  /// it: a fake build writes to one and blocks on another, so that a test knows when the script
  /// is in its build without waiting a fixed time.
  func makePipe(_ name: String) throws -> URL {
    try FileManager.default.createDirectory(at: pipes, withIntermediateDirectories: true)
    let pipe = pipes.appendingPathComponent(name)
    guard mkfifo(pipe.path, 0o600) == 0 else { throw SetUpError.noPipe(pipe.path) }
    return pipe
  }

  /// The folder of the named pipes.
  private var pipes: URL { root.appendingPathExtension("pipes") }

  /// Removes the copy and its pipes.
  func remove() {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: pipes)
  }

  /// What can go wrong while a test sets the copy up.
  enum SetUpError: Error {
    /// No line of the file holds the text.
    case noLine(String, String)
    /// The named pipe could not be made.
    case noPipe(String)
    /// The script ended before its build started, saying this.
    case noBuild(String)
  }
}
