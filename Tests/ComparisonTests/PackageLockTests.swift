import Comparison
import Foundation
import Testing

/// Two runs that write into one package at once take turns: the second waits, then reads what
/// the first wrote, so neither's change is lost.
@Suite struct PackageLockTests {
  /// What the second run did first: wait for the lock, or finish without it.
  enum Event: Sendable {
    case waiting
    case finished
  }

  @Test func aSecondRunWaitsForTheFirstAndKeepsWhatItWrote() async throws {
    let package = try ScratchPackage(files: ["Docs/a.md": "graph: stale\ntrace: stale\n"])
    let root = package.root
    let (firstHasRead, firstRead) = AsyncStream<Void>.makeStream()
    let (gate, opening) = AsyncStream<Void>.makeStream()
    let (secondEvents, secondEvent) = AsyncStream<Event>.makeStream()
    let first = Task {
      try await PackageWrite.run(root: root) { write in
        let text = try write.document(at: "Docs/a.md").text
        firstRead.yield()
        for await _ in gate { break }
        let fresh = text.replacingOccurrences(of: "trace: stale", with: "trace: fresh")
        try write.replace("Docs/a.md", with: Data(fresh.utf8))
      }
    }
    for await _ in firstHasRead { break }
    let second = Task {
      defer { secondEvent.yield(.finished) }
      return try await PackageWrite.run(root: root, waiting: { secondEvent.yield(.waiting) }) {
        write in
        let text = try write.document(at: "Docs/a.md").text
        let fresh = text.replacingOccurrences(of: "graph: stale", with: "graph: fresh")
        try write.replace("Docs/a.md", with: Data(fresh.utf8))
      }
    }
    var events = secondEvents.makeAsyncIterator()
    #expect(await events.next() == .waiting, "the second run waits while the first holds the lock")
    opening.yield()
    #expect(try await first.value == ["Docs/a.md"])
    #expect(try await second.value == ["Docs/a.md"])
    #expect(package.text("Docs/a.md") == "graph: fresh\ntrace: fresh\n")
  }
}
