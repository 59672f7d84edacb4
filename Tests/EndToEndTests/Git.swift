import Foundation

/// Runs `git arguments` in `folder` and waits for it; returns what it printed.
///
/// Throws when it fails. It names an author, so that a commit works where git has none set.
@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  let author = ["-c", "user.name=kit", "-c", "user.email=kit@example.com"]
  process.arguments = ["git"] + author + arguments
  process.currentDirectoryURL = folder
  let output = Pipe()
  process.standardOutput = output
  let exit = ExitSignal(process)
  try process.run()
  let printed = output.fileHandleForReading.readDataToEndOfFile()
  exit.wait()
  guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments) }
  return String(decoding: printed, as: UTF8.self)
}

/// Makes `folder` a git repository with everything in it committed, as a learner's clone is.
func commitEverything(in folder: URL) throws {
  try git(["init", "-q"], in: folder)
  try git(["add", "-A"], in: folder)
  try git(["commit", "-qm", "the tree"], in: folder)
}

/// A git command that did not succeed.
struct GitFailed: Error {
  /// Its arguments.
  var arguments: [String]
}
