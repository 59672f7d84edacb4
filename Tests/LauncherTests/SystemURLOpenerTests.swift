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
  /// named pipe how it was run: reading the pipe waits for the stub, so nothing sleeps.
  @Suite(.timeLimit(.minutes(1))) struct SystemURLOpenerTests {
    /// A folder holding the stub `xdg-open` and the pipe it writes to.
    private struct StubOpener {
      let folder: URL
      var pipe: URL { folder.appendingPathComponent("report") }

      init() throws {
        folder = FileManager.default.temporaryDirectory
          .appendingPathComponent("opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let script = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nprintf '%s\\n%s\\n' \"$#\" \"$1\" > '\(pipe.path)'\n"
          .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: script.path)
      }

      /// What the stub was run with: its argument count and first argument.
      func report() throws -> [String] {
        let handle = try FileHandle(forReadingFrom: pipe)
        defer { try? handle.close() }
        let text = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
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
      #expect(opener.open(url))
      #expect(try stub.report() == ["1", url.absoluteString])
    }
  }
#endif
