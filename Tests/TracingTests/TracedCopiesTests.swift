import Foundation
import Registry
import Testing
import TraceInstrumentation
import TracedArchitectures

/// The traced copies are the architectures, and the architectures know nothing of them.
@Suite struct TracedCopiesTests {
  @Test func everyRegisteredArchitectureHasATracedCopyInTheSameOrder() {
    #expect(
      TracedRegistry.architectures.map(\.name) == Registry.architectures.map(\.name))
    #expect(
      TracedRegistry.architectures.map(\.folder) == Registry.architectures.map(\.folder))
  }

  /// Change a presenter, and this fails until `swift run trace-instrumenter` writes its copy
  /// again; nothing else may write into the copies' folders.
  @Test func everyTracedCopyIsItsArchitectureInstrumentedNow() throws {
    let root = TracedRuns.EmbeddedTraceTests.root
    for architecture in Registry.architectures {
      let copy = TracedCopy(architecture: architecture.folder)
      let wanted = try copy.files(root: root)
      let present = try copy.filesOnDisk(root: root)
      #expect(!wanted.isEmpty, "Sources/\(architecture.folder) has no sources to copy")
      #expect(
        wanted.map(\.path) == present.map(\.path),
        "\(copy.copyFolder) holds other files: run `swift run trace-instrumenter`")
      for file in wanted where !present.contains(file) {
        Issue.record("\(file.path) is behind its original: run `swift run trace-instrumenter`")
      }
    }
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
