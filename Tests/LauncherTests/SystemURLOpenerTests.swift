import Foundation
import Testing

@testable import Launcher

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(macOS)
  /// The opener's decision on Linux, with a stub `xdg-open` on `PATH` that reports through a
  /// named pipe how it was run: reading the pipe waits for the stub, so nothing sleeps and
  /// nothing is timed.
  @Suite struct SystemURLOpenerTests {
    /// A folder holding the stub `xdg-open` and the pipe it writes to.
    private struct StubOpener {
      let folder: URL
      var pipe: URL { folder.appendingPathComponent("report") }

      init() throws {
        folder = FileManager.default.temporaryDirectory
          .appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(pipe.path, 0o600) == 0)
        // Written and closed with close-on-exec, so that no process another test starts at
        // the same moment keeps it open for writing: running a file open for writing fails
        // ("text file busy"), and the stub would never report.
        let script = folder.appendingPathComponent("xdg-open").path
        let text = "#!/bin/sh\nprintf '%s\\n%s\\n' \"$#\" \"$1\" > '\(pipe.path)'\n"
        let file = open(script, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        #expect(file >= 0)
        _ = text.withCString { write(file, $0, strlen($0)) }
        close(file)
      }

      /// What the stub was run with: its argument count and first argument.
      ///
      /// Opening a pipe for reading waits until a writer opens it: only call this once the
      /// opener has said that it ran the stub, which then always writes its line.
      func report() throws -> [String] {
        let reader = try FileHandle(forReadingFrom: pipe)
        defer { try? reader.close() }
        let text = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
          String.init)
      }

      func remove() {
        try? FileManager.default.removeItem(at: folder)
      }
    }

    /// An address with shell metacharacters: run through a shell, it would run a command.
    private func address() throws -> URL {
      try #require(URL(string: "https://example.com/a?q=$(touch%20x);b"))
    }

    @Test("without a display it declines and runs nothing")
    func declinesWithoutADisplay() throws {
      let stub = try StubOpener()
      defer { stub.remove() }
      let opener = SystemURLOpener(environment: ["PATH": stub.folder.path])
      #expect(!opener.open(try address()))
    }

    @Test(
      "with DISPLAY or WAYLAND_DISPLAY it runs the opener with the address, without a shell",
      arguments: ["DISPLAY", "WAYLAND_DISPLAY"])
    func runsTheOpenerWithADisplay(variable: String) throws {
      let stub = try StubOpener()
      defer { stub.remove() }
      let url = try address()
      let opener = SystemURLOpener(environment: ["PATH": stub.folder.path, variable: ":0"])
      try #require(opener.open(url), "the opener says it ran nothing")
      #expect(try stub.report() == ["1", url.absoluteString])
    }
  }
#endif
