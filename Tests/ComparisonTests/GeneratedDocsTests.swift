import Foundation
import Registry
import TestSupport
import Testing
import TraceInstrumentation

/// Every part of the docs that quotes the code and that `Scripts/regenerate-docs` writes, checked
/// at once: the tables and what quotes their figures, the ownership diagrams, the diff summaries,
/// the lesson chain, the README's pictures and the traced copies.
///
/// An edit to the code makes some of them stale. They fail as one issue that starts with
/// `documentation:` and names each stale place and the command, so that someone experimenting
/// can tell it from a behaviour failure at a glance. (The sequence diagrams, which a run of the
/// traced copies draws, are `TracingTests.EmbeddedTraceTests`'.)
@MainActor
@Suite struct GeneratedDocsTests {
  @Test func everyGeneratedPartIsWhatTheCodeGivesNow() async throws {
    var stale = try EmbeddedTableTests.stale()
    stale += try EmbeddedGraphTests.stale()
    stale += try EmbeddedDiffTests.stale().stale
    stale += try LessonPathTests.chains().stale
    stale += try await ScreenPicturesTests.stale()
    stale += try Self.staleTracedCopies()
    if !stale.isEmpty {
      Issue.record(Comment(rawValue: StaleDocumentation.generated(stale)))
    }
  }

  /// The traced copies that are not their architecture's sources instrumented now, and a copy
  /// folder that holds other files: change a presenter, and its copy is stale until
  /// `swift run trace-instrumenter` writes it again.
  static func staleTracedCopies() throws -> [String] {
    var stale: [String] = []
    for (copy, wanted, present) in try tracedCopies.get() {
      if wanted.map(\.path) != present.map(\.path) {
        stale.append("\(copy.copyFolder) (it holds other files)")
      }
      stale += wanted.filter { !present.contains($0) }.map(\.path)
    }
    let registry = TracedRegistryFile.text(
      copies: try tracedCopies.get().map { ($0.copy.architecture, $0.wanted) })
    if PackageFiles.tree.contents(of: TracedRegistryFile.path) != registry {
      stale.append(TracedRegistryFile.path)
    }
    return stale
  }

  /// Each architecture's traced copy as the instrumenter writes it now, and as it is on disk:
  /// instrumented once for every test that asks.
  static let tracedCopies = Result {
    try Registry.architectures.map { architecture in
      let copy = TracedCopy(architecture: architecture.folder)
      return (
        copy: copy, wanted: try copy.files(root: PackageFiles.root),
        present: try copy.filesOnDisk(root: PackageFiles.root)
      )
    }
  }

  @Test func everyArchitectureHasSourcesToTrace() throws {
    for (copy, wanted, _) in try Self.tracedCopies.get() {
      #expect(!wanted.isEmpty, "Sources/\(copy.architecture) has no sources to copy")
    }
  }
}
