import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalInputReaderTests {
  /// A reader on pipes: bytes written to `input` are what the person typed.
  private struct Harness {
    let input: (read: Int32, write: Int32)
    let wake: (read: Int32, write: Int32)
    let events: AsyncStream<TerminalEvent>
    let reader: TerminalInputReader

    init(
      escapeTimeout: Duration = KeyDecoder.escapeTimeout,
      stringTimeout: Duration = KeyDecoder.stringTimeout
    ) throws {
      input = try #require(FileDescriptor.makePipe())
      wake = try #require(FileDescriptor.makePipe())
      let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
      self.events = events
      reader = TerminalInputReader(
        input: input.read, output: input.write, wake: wake, continuation: continuation,
        escapeTimeout: escapeTimeout, stringTimeout: stringTimeout)
    }

    func type(_ text: String) {
      _ = Array(text.utf8).withUnsafeBytes { FileDescriptor.writeAll($0, to: input.write) }
    }

    func closeAll() {
      for descriptor in [input.read, input.write, wake.read, wake.write] {
        close(descriptor)
      }
    }
  }

  @Test func decodesInputUntilItEnds() async throws {
    let harness = try Harness()
    harness.reader.start()
    harness.type("a\u{1B}[A\u{1B}[200~x\r\ny\u{1B}[201~")
    close(harness.input.write)
    var events: [TerminalEvent] = []
    for await event in harness.events {
      events.append(event)
    }
    #expect(events == [.press(.character("a")), .press(.up), .paste("x\ny")])
    for descriptor in [harness.input.read, harness.wake.read, harness.wake.write] {
      close(descriptor)
    }
  }

  @Test func settlesALoneEscapeAfterTheTimeout() async throws {
    // A zero timeout: poll returns at once with no byte, exactly the path a real timeout takes.
    let harness = try Harness(escapeTimeout: .zero)
    defer { harness.closeAll() }
    harness.reader.start()
    harness.type("\u{1B}")
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .press(.escape))
    #expect(harness.reader.stop())
  }

  @Test func endsAnUnterminatedPasteWhenInputGoesQuietAndLetsCtrlCThrough() async throws {
    // A zero timeout: poll returns at once with no byte, exactly the path a real timeout takes.
    let harness = try Harness(stringTimeout: .zero)
    defer { harness.closeAll() }
    harness.reader.start()
    harness.type("\u{1B}[200~abc")
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .paste("abc"))
    harness.type("\u{1B}[200~more\u{03}")
    #expect(await iterator.next() == .paste("more"))
    #expect(await iterator.next() == .press(.control("c")))
    #expect(harness.reader.stop())
  }

  @Test func reportsAResizeOnceAndStopsWhenAsked() async throws {
    let harness = try Harness()
    defer { harness.closeAll() }
    harness.reader.start()
    var notices: [UInt8] = Array("RRR".utf8)
    _ = write(harness.wake.write, &notices, notices.count)
    var iterator = harness.events.makeAsyncIterator()
    #expect(await iterator.next() == .resize(TerminalSize.fallback))
    #expect(harness.reader.takeResizeNotice())
    #expect(!harness.reader.takeResizeNotice())
    #expect(harness.reader.stop())
    #expect(await iterator.next() == nil)
  }
}
