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

  /// A copy cannot be mistaken for the sources: it lives in `Generated/`, its first line says
  /// what wrote it, and `.gitattributes` marks the folder generated for GitHub.
  @Test func everyCopySaysThatItIsGenerated() throws {
    let root = TracedRuns.EmbeddedTraceTests.root
    #expect(TracedCopy.folder.hasSuffix("/Generated"))
    for architecture in Registry.architectures {
      for file in try TracedCopy(architecture: architecture.folder).filesOnDisk(root: root) {
        let first = file.text.prefix { $0 != "\n" }
        #expect(
          first.hasPrefix("// Generated from Sources/\(architecture.folder)/")
            && first.hasSuffix("by `swift run trace-instrumenter`: do not edit."),
          "\(file.path) starts with '\(first)'")
      }
    }
    let attributes = try String(
      contentsOf: root.appending(path: ".gitattributes"), encoding: .utf8)
    #expect(
      attributes.split(separator: "\n").contains("\(TracedCopy.folder)/** linguist-generated=true"))
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
