import Foundation
import Launcher
import Testing
import TraceSession
import TracedArchitectures

extension TracedRuns {
  /// The named scripts the documentation draws from, and how a script is read.
  @Suite @MainActor struct TraceScriptTests {
    nonisolated static let folder = EmbeddedTraceTests.root.appending(path: "Tutorials/traces")

    nonisolated static var scripts: [String] {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return files.filter { $0.hasSuffix(".txt") }.sorted()
    }

    /// Runs of each script on each architecture: the first, shared with the diagrams the
    /// documentation embeds, and one more to compare it with; `Scripts/fuzz` runs many more
    /// through `TRACE_RUNS`.
    nonisolated static let runs =
      ProcessInfo.processInfo.environment["TRACE_RUNS"].flatMap { Int($0) } ?? 2

    @Test(arguments: scripts)
    func everyScriptDrawsTheSameCallsOnEveryRunOfEveryArchitecture(_ name: String) async throws {
      let script = try TraceScript(
        String(contentsOf: Self.folder.appending(path: name), encoding: .utf8))
      #expect(!script.steps.isEmpty, "\(name) draws no step")
      // The architectures run at once, each its runs one after another: every run keeps its
      // calls apart (see `Trace.run`), and the main actor takes turns between them.
      let architectures = TracedRegistry.architectures
      let runs = architectures.map { architecture in
        Task {
          var runs: [[TracedStep]] = []
          for run in 0..<max(Self.runs, 1) {
            runs.append(try await TracedRuns.steps(of: architecture, performing: script, run: run))
          }
          return runs
        }
      }
      for (architecture, runs) in zip(architectures, runs) {
        let runs = try await runs.value
        let first = runs[0]
        for step in first {
          #expect(
            !step.events.isEmpty, "\(name), \(architecture.name): '\(step.line)' made no call")
        }
        let differing = runs.dropFirst().filter { calls($0) != calls(first) }.count
        #expect(
          differing == 0,
          "\(name), \(architecture.name): \(differing) of \(Self.runs) runs differ from the first")
      }
    }

    /// Each step's line and calls, whichever run made them.
    func calls(_ steps: [TracedStep]) -> [[String]] {
      steps.map { step in
        [step.line] + step.events.map { "\($0.kind) \($0.from) \($0.to) \($0.message)" }
      }
    }

    @Test func typedTextIsOneStepAKeyAndTheSceneIsNotDrawn() throws {
      let script = try TraceScript("# a comment\nswift\n---\n\n:type ab\n:wait")
      #expect(script.scene.map(\.text) == ["swift"])
      #expect(script.steps.map(\.text) == [":type a", ":type b", ":wait"])
      #expect(script.steps.map(\.step) == [.type("a"), .type("b"), .wait])
    }

    @Test func aLineItCannotReadIsNamedByItsNumber() {
      #expect(throws: TranscriptCommand.ParseError.self) { try TraceScript("swift\n:fly") }
      do {
        _ = try TraceScript("swift\n:fly")
      } catch {
        #expect(error.message.hasPrefix("line 2: unknown command ':fly'"))
      }
    }
  }
}
