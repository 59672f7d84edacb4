import Foundation
import Registry
import Testing
import TracedArchitectures

/// The traced copies are the architectures, and the architectures know nothing of them.
@Suite struct TracedCopiesTests {
  @Test func everyRegisteredArchitectureHasATracedCopyInTheSameOrder() {
    #expect(
      TracedRegistry.architectures.map(\.name) == Registry.architectures.map(\.name))
    #expect(
      TracedRegistry.architectures.map(\.folder) == Registry.architectures.map(\.folder))
  }

  @Test func theArchitectureFoldersHoldNoTracingCode() throws {
    let manager = FileManager.default
    for architecture in Registry.architectures {
      let folder = TracedRuns.EmbeddedTraceTests.root.appending(
        path: "Sources/\(architecture.folder)")
      let files = manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      #expect(files.contains { $0.hasSuffix(".swift") }, "\(folder.path) has no sources")
      for file in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
        for word in ["import Tracing", "Trace.", "TraceRecorder", "TraceEvent"] {
          #expect(
            !text.contains(word),
            "Sources/\(architecture.folder)/\(file) says '\(word)': tracing is added to a copy")
        }
      }
    }
  }
}
