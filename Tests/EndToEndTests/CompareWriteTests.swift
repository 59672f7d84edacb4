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
      let lock = open(
        copy.root.appendingPathComponent(".compare-write.lock").path, O_RDWR | O_CREAT, 0o644)
      #expect(flock(lock, LOCK_EX) == 0)
      let process = Process()
      process.executableURL = compare.executable
      process.arguments = ["graph", "--write", "--package-path", copy.root.path]
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      let exit = ExitSignal(process)
      try process.run()
      let firstLine = try await onAThreadOfItsOwn { () -> String in
        var line = Data()
        while !line.contains(0x0A) {
          let chunk = errors.fileHandleForReading.availableData
          if chunk.isEmpty { break }
          line += chunk
        }
        return String(decoding: line, as: UTF8.self)
      }
      #expect(firstLine.hasPrefix("compare: waiting for another run"), "\(firstLine)")
      // The other run writes its trace while this one waits.
      let traced = try copy.text(Self.readme).replacingOccurrences(
        of: "<!-- end compare trace -->",
        with: "    Note over Person: written meanwhile\n"
          + "<!-- end compare trace -->")
      try copy.write(Self.readme, traced)
      close(lock)
      let status = try await onAThreadOfItsOwn { () -> Int32 in
        _ = output.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return process.terminationStatus
      }
      #expect(status == 0)
      let text = try copy.text(Self.readme)
      #expect(text.contains("written meanwhile"), "the other run's change is kept")
      #expect(!text.contains("stale edge"), "the graph is regenerated")
    }
  }
}
