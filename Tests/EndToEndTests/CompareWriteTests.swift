import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `compare … --write` on a copy of the package, as a learner who edits the READMEs runs it:
/// it completes, or changes nothing and says so in one line.
@Suite struct CompareWriteTests {
  let compare = DemoProcess(name: "compare")

  /// `text` with `line` added before the first line that is `heading`.
  static func inserting(_ line: String, before heading: String, in text: String) -> String {
    text.replacingOccurrences(of: "\n" + heading + "\n", with: "\n" + line + "\n" + heading + "\n")
  }

  /// The graph block of MVP's README made stale: a line of prose in place of one of its edges.
  static func staleGraph(_ text: String) throws -> String {
    let start = try #require(text.range(of: "<!-- compare graph mvp -->\n"))
    let edge = try #require(text.range(of: "-->", range: start.upperBound..<text.endIndex))
    let line = text.lineRange(for: edge)
    return text.replacingCharacters(in: line, with: "    stale[stale edge]\n")
  }

  @Test(arguments: [
    ("graph", "Sources/MVP/README.md", "<!-- compare graph mvc -->", "## Data flow"),
    ("trace", "Sources/VIPER/README.md", "<!-- compare trace viper search -->", "## Roles"),
    ("diff", "Sources/VIPER/README.md", "<!-- compare diff mvp viper -->", "## Data flow"),
    (
      "path", "Tutorials/en/00-how-to-use-this-kit.md", "<!-- compare path en -->",
      "## How to read these chapters"
    ),
  ])
  func aBeginMarkerLeftOpenIsRefusedAndLosesNothing(
    _ kind: String, _ path: String, _ marker: String, _ heading: String
  ) async throws {
    let copy = try ScratchCopy(["Package.swift", path])
    let text = Self.inserting(marker, before: heading, in: try copy.text(path))
    try copy.write(path, text)
    let line = text.components(separatedBy: "\n").firstIndex(of: marker).map { $0 + 1 }
    let result = try await compare.run([kind, "--write", "--package-path", copy.root.path])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let prefix =
      "compare: \(path):\(line ?? 0): \(marker) has no <!-- end compare \(kind) --> "
      + "before the next marker"
    #expect(result.errorOutput.hasPrefix(prefix), "\(result.errorOutput)")
    #expect(result.errorOutput.hasSuffix("; no file written\n"), "\(result.errorOutput)")
    #expect(result.errorOutput.split(separator: "\n").count == 1)
    #expect(try copy.text(path) == text, "the prose under the marker is all there")
  }

  /// The README's table and a Japanese chapter's, both stale, and a trade-offs row's figures,
  /// each regenerated in its page's language: one command for every table and what quotes it.
  @Test func everyEmbeddedTableIsRegeneratedInItsPagesLanguage() async throws {
    let pages = ["README.md", "Tutorials/ja/13-choosing.md"]
    let copy = try ScratchCopy(["Package.swift", "Sources", "Tests"] + pages)
    // The tables as the code gives them now, whether or not the pages were current.
    let first = try await compare.run(["table", "--write", "--package-path", copy.root.path])
    #expect(first.status == 0, "\(first.errorOutput)")
    var fresh: [String: String] = [:]
    for page in pages {
      let text = try copy.text(page)
      fresh[page] = text
      let begin = try #require(text.range(of: "<!-- compare:begin -->"))
      let row = try #require(text.range(of: "\n| ", range: begin.upperBound..<text.endIndex))
      var planted = text.replacingCharacters(in: row, with: "\n| stale row |\n| ")
      // The figures a trade-offs row quotes from the table, typed wrong.
      if page.hasSuffix("-choosing.md") {
        planted = planted.components(separatedBy: "\n").map { line in
          guard line.hasPrefix("| MVC ([") else { return line }
          var cells = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
          cells[3] = " 1 / 2 / 3 / 4 / 5 "
          return cells.joined(separator: "|")
        }.joined(separator: "\n")
        #expect(planted.contains("| 1 / 2 / 3 / 4 / 5 |"))
      }
      try copy.write(page, planted)
    }
    let result = try await compare.run(["table", "--write", "--package-path", copy.root.path])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output == pages.map { "updated \($0)\n" }.joined())
    for page in pages {
      #expect(try copy.text(page) == fresh[page], "\(page) holds the table the code gives")
    }
  }

  /// A count of the code a sentence states, typed wrong, is written again with the tables, in
  /// the sentence, and nothing else of the page changes.
  @Test func aCountASentenceStatesIsWrittenAgainWithTheTables() async throws {
    let page = "Sources/MVC/README.md"
    let copy = try ScratchCopy(["Package.swift", "Sources", "Tests", "README.md", "Tutorials"])
    let first = try await compare.run(["table", "--write", "--package-path", copy.root.path])
    #expect(first.status == 0, "\(first.errorOutput)")
    let fresh = try copy.text(page)
    let stated = try #require(fresh.firstMatch(of: #/the architecture \((\d+) lines\)/#))
    let typed = stated.output.1 == "1" ? "2" : "1"
    try copy.write(
      page, fresh.replacing(stated.output.0, with: "the architecture (\(typed) lines)"))
    let result = try await compare.run(["table", "--write", "--package-path", copy.root.path])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output == "updated \(page)\n")
    #expect(try copy.text(page) == fresh)
  }

  @Test func aCRLFReadmeIsRegeneratedInItsOwnLineEndings() async throws {
    let copy = try ScratchCopy(ScratchCopy.mvpGraph)
    let path = "Sources/MVP/README.md"
    let fresh = try copy.text(path)
    let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
    try copy.write(path, crlf(try Self.staleGraph(fresh)))
    let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output == "updated \(path)\n")
    #expect(try copy.bytes(path) == Array(crlf(fresh).utf8))
  }

  @Test func aFileThatIsNotUTF8IsRefusedByPathAndLine() async throws {
    let path = "Tutorials/en/02-apple-mvc.md"
    let copy = try ScratchCopy(ScratchCopy.mvpGraph + [path])
    var bytes = try copy.bytes(path)
    let thirdLine = try #require(bytes.indices.filter { bytes[$0] == 0x0A }.dropFirst().first)
    bytes.insert(0xE9, at: thirdLine + 1)
    try copy.write(path, bytes: bytes)
    let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
    #expect(result.status == 1)
    #expect(
      result.errorOutput == "compare: \(path):3: byte 0xE9 is not UTF-8 text; no file written\n")
    #expect(try copy.bytes(path) == bytes)
  }

  @Test func aReadOnlyReadmeIsRefusedInOneLine() async throws {
    let copy = try ScratchCopy(ScratchCopy.mvpGraph)
    let path = "Sources/MVP/README.md"
    let stale = try Self.staleGraph(try copy.text(path))
    try copy.write(path, stale)
    chmod(copy.root.appendingPathComponent(path).path, 0o444)
    let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput == "compare: \(path) is read-only; no file written\n")
    #expect(try copy.text(path) == stale)
  }

  /// A run killed between writing its temporary file and renaming it leaves that file behind;
  /// the next run removes it and leaves none of its own.
  @Test func theNextRunRemovesATemporaryFileAKilledRunLeft() async throws {
    let copy = try ScratchCopy(ScratchCopy.mvpGraph)
    let path = "Sources/MVP/README.md"
    let before = try copy.names(in: "Sources/MVP")
    try copy.write("Sources/MVP/.compare-write-README.md-0F1E2D3C", "half written")
    try copy.write(path, try Self.staleGraph(try copy.text(path)))
    let result = try await compare.run(["graph", "--write", "--package-path", copy.root.path])
    #expect(result.output == "updated \(path)\n", "\(result.errorOutput)")
    #expect(try copy.names(in: "Sources/MVP") == before)
  }

  /// While another run holds the package's lock (here, the test), `compare graph --write`
  /// says it waits and reads the README only once it has the lock, so it keeps what the other
  /// run wrote meanwhile.
  @Test func aSecondRunWaitsForTheFirstAndKeepsWhatItWrote() async throws {
    let copy = try ScratchCopy(ScratchCopy.mvpGraph)
    let path = "Sources/MVP/README.md"
    let fresh = try copy.text(path)
    try copy.write(path, try Self.staleGraph(fresh))
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
    let traced = try copy.text(path).replacingOccurrences(
      of: "<!-- end compare trace -->",
      with: "    Note over Person: written meanwhile\n"
        + "<!-- end compare trace -->")
    try copy.write(path, traced)
    close(lock)
    let status = try await onAThreadOfItsOwn { () -> Int32 in
      _ = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationStatus
    }
    #expect(status == 0)
    let text = try copy.text(path)
    #expect(text.contains("written meanwhile"), "the other run's change is kept")
    #expect(!text.contains("stale edge"), "the graph is regenerated")
  }
}
