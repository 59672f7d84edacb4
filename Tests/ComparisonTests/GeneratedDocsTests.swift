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
    for architecture in Registry.architectures {
      let copy = TracedCopy(architecture: architecture.folder)
      let wanted = try copy.files(root: PackageFiles.root)
      let present = try copy.filesOnDisk(root: PackageFiles.root)
      if wanted.map(\.path) != present.map(\.path) {
        stale.append("\(copy.copyFolder) (it holds other files)")
      }
      stale += wanted.filter { !present.contains($0) }.map(\.path)
    }
    return stale
  }

  @Test func everyArchitectureHasSourcesToTrace() throws {
    for architecture in Registry.architectures {
      let wanted = try TracedCopy(architecture: architecture.folder).files(root: PackageFiles.root)
      #expect(!wanted.isEmpty, "Sources/\(architecture.folder) has no sources to copy")
    }
  }
}
