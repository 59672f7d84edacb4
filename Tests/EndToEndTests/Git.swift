import Foundation

/// Runs `git arguments` in `folder` and waits for it; returns what it printed.
///
/// Throws when it fails. It names an author, so that a commit works where git has none set.
@discardableResult
func git(_ arguments: [String], in folder: URL) throws -> String {
  guard let program = Git.program else { throw GitFailed(arguments: arguments) }
  let author = ["-c", "user.name=kit", "-c", "user.email=kit@example.com"]
  let nothing = try inputFile(holding: "")
  defer { try? nothing.close() }
  let result = try ChildProcess.run(
    program, ["-C", folder.path] + author + arguments, input: nothing)
  guard result.status == 0, !result.wasSignalled else { throw GitFailed(arguments: arguments) }
  return result.output
}

/// Makes `folder` a git repository with everything in it committed, as a learner's clone is;
/// without git's sample hooks, which nothing here runs.
func commitEverything(in folder: URL) throws {
  try git(["init", "-q", "--template="], in: folder)
  try git(["add", "-A"], in: folder)
  try git(["commit", "-qm", "the tree"], in: folder)
}

/// Where git is.
private enum Git {
  /// The `git` the `PATH` names, found once.
  static let program = ChildProcess.find("git", on: ProcessInfo.processInfo.environment["PATH"])
}

/// A git command that did not succeed.
struct GitFailed: Error {
  /// Its arguments.
  var arguments: [String]
}
