import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `compare … --write` run as a learner who edits the READMEs runs it, on the shared scratch
/// copy: what the built tool adds to what it decides — its output, its exit status, its one line
/// of refusal, and the package lock between two processes.
///
/// What it decides (which blocks, each in its page's language, line endings, refusals) is
/// tested in process on the package held in memory: `ComparisonTests`' `TablePagesTests`,
/// `EmbeddedBlocksWritingTests`, `PackageWriteTests` and `PackageLockTests`.
@Suite struct CompareWriteTests {
  let compare = DemoProcess(name: "compare")
  static let readme = "Sources/MVP/README.md"

  /// The graph block of MVP's README made stale: a line of prose in place of one of its edges.
  static func staleGraph(_ text: String) throws -> String {
    let start = try #require(text.range(of: "<!-- compare graph mvp -->\n"))
    let edge = try #require(text.range(of: "-->", range: start.upperBound..<text.endIndex))
    let line = text.lineRange(for: edge)
    return text.replacingCharacters(in: line, with: "    stale[stale edge]\n")
  }

  @Test func aCRLFReadmeIsRegeneratedInItsOwnLineEndings() async throws {
    try await ScratchCopy.use { copy in
      let fresh = try copy.text(Self.readme)
      let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
      try copy.write(Self.readme, crlf(try Self.staleGraph(fresh)))
      let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
      #expect(result.status == 0, "\(result.errorOutput)")
      #expect(result.output == "updated \(Self.readme)\n")
      #expect(try copy.bytes(Self.readme) == Array(crlf(fresh).utf8))
    }
  }

  /// A begin marker left open: the tool says so in one line that names the file and the line
  /// and says that no file was written, prints nothing else, and exits 1.
  @Test func aRefusedWriteIsOneLineAndChangesNothing() async throws {
    try await ScratchCopy.use { copy in
      let marker = "<!-- compare graph mvc -->"
      let text = try copy.text(Self.readme).replacingOccurrences(
        of: "\n## Data flow\n", with: "\n\(marker)\n## Data flow\n")
      try copy.write(Self.readme, text)
      let line = try #require(text.components(separatedBy: "\n").firstIndex(of: marker)) + 1
      let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      let prefix =
        "compare: \(Self.readme):\(line): \(marker) has no <!-- end compare graph --> "
        + "before the next marker"
      #expect(result.errorOutput.hasPrefix(prefix), "\(result.errorOutput)")
      #expect(result.errorOutput.hasSuffix("; no file written\n"), "\(result.errorOutput)")
      #expect(result.errorOutput.split(separator: "\n").count == 1)
      #expect(try copy.text(Self.readme) == text, "the prose under the marker is all there")
    }
  }

  /// While another run holds the package's lock (here, the test), `compare graph --write`
  /// says it waits and reads the README only once it has the lock, so it keeps what the other
  /// run wrote meanwhile.
  @Test func aSecondRunWaitsForTheFirstAndKeepsWhatItWrote() async throws {
    try await ScratchCopy.use { copy in
      let fresh = try copy.text(Self.readme)
      try copy.write(Self.readme, try Self.staleGraph(fresh))
      let lock = try PackageFolderLock(copy.root)
      let run = try await WaitingRun(compare, in: copy)
      // The other run writes its trace while this one waits.
      let traced = try copy.text(Self.readme).replacingOccurrences(
        of: "<!-- end compare trace -->",
        with: "    Note over Person: written meanwhile\n"
          + "<!-- end compare trace -->")
      try copy.write(Self.readme, traced)
      lock.release()
      let result = try await run.exit()
      #expect(result.status == 0 && !result.wasSignalled, "\(result.errorOutput)")
      let text = try copy.text(Self.readme)
      #expect(text.contains("written meanwhile"), "the other run's change is kept")
      #expect(!text.contains("stale edge"), "the graph is regenerated")
    }
  }

  /// Killed while it waits for the package's lock, by `kill` (SIGTERM), a terminal closing
  /// (SIGHUP) or SIGKILL, `compare graph --write` leaves `git status` as it was, ignored files
  /// included: the lock is the package folder's own, and needs no file that a kill could leave.
  @Test(arguments: [SIGTERM, SIGHUP, SIGKILL])
  func killedWhileItWaitsLeavesGitStatusAsItWas(signal: Int32) async throws {
    try await ScratchCopy.use { copy in
      try copy.write(Self.readme, try Self.staleGraph(try copy.text(Self.readme)))
      let status = try copy.gitStatus(ignored: true)
      #expect(status == " M \(Self.readme)\n")
      let lock = try PackageFolderLock(copy.root)
      let run = try await WaitingRun(compare, in: copy)
      kill(run.pid, signal)
      let result = try await run.exit()
      lock.release()
      #expect(result.wasSignalled && result.status == signal)
      #expect(try copy.gitStatus(ignored: true) == status)
    }
  }
}

/// The lock a run that writes into a package takes, held by the test: a `flock` on the package
/// folder.
///
/// Released when the test lets go of it, too: a test that throws before ``release()`` must not
/// leave the shared scratch copy locked, or every later run that writes into it waits for ever.
private final class PackageFolderLock: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  // Read and written only while holding `lock`.
  private var isHeld = true

  /// Locks the folder `root`.
  init(_ root: URL) throws {
    descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else {
      isHeld = false
      if descriptor >= 0 { close(descriptor) }
      throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: root.path])
    }
  }

  deinit {
    release()
  }

  /// Lets the waiting run go on.
  func release() {
    lock.withLock {
      guard isHeld else { return }
      isHeld = false
      close(descriptor)
    }
  }
}

/// `compare graph --write` started on the copy while the test holds its lock, once it has said
/// that it waits.
///
/// Started as a person's shell starts it, with every signal's default action (``ChildProcess``):
/// `Foundation.Process` would pass on the signals the test process ignores — SIGHUP under
/// `nohup swift test`, SIGINT in a background job — and the run killed by one of them would
/// wait for the lock for ever.
private struct WaitingRun {
  private let started: ChildProcess.Started

  /// The run's process id.
  var pid: pid_t { started.pid }

  /// Starts `compare` and returns once it has said, in its first line, that it waits.
  init(_ compare: DemoProcess, in copy: ScratchCopy) async throws {
    let nothing = try inputFile(holding: "")
    started = try ChildProcess.start(
      compare.executable.path, ["graph", "--write", "--package-path", copy.root.path],
      input: nothing)
    let errorOutput = started.errorOutput
    let firstLine = try await onAThreadOfItsOwn { () -> String in
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while read(errorOutput, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
      return String(decoding: line, as: UTF8.self)
    }
    #expect(firstLine.hasPrefix("compare: waiting for another run"), "\(firstLine)")
  }

  /// Waits for the run to end, and returns how it ended.
  func exit() async throws -> DemoProcess.Result {
    try await onAThreadOfItsOwn { [started] in started.finish() }
  }
}
