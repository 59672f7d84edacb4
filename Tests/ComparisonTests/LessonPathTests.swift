import Comparison
import Foundation
import Registry
import SharedUI
import Testing

/// The lesson path holds: each step the chapters teach changes no more code than its one idea
/// needs, every architecture is reached by a step, and the chapters show the figures the code
/// gives now.
@Suite struct LessonPathTests {
  static func key(_ architecture: Architecture) -> String {
    String(architecture.executable.dropLast("-demo".count))
  }

  /// The path as `compare path` measures it: every pair of architectures, once for the suite.
  static let measured = Result { () throws -> LessonPath in
    try LessonPath(
      stops: Registry.architectures.map {
        .init(ComparedArchitecture(name: $0.name, folder: $0.folder), key: key($0))
      },
      steps: Registry.lessonPath.map {
        (from: key($0.from), to: key($0.to), idea: $0.idea, budget: $0.budget)
      },
      tree: PackageFiles.tree)
  }

  @Test func everyStepStaysWithinItsBudget() throws {
    let path = try Self.measured.get()
    #expect(path.steps.count == Registry.lessonPath.count)
    #expect(path.problems.isEmpty, "\(path.problems.joined(separator: "\n"))")
  }

  @Test func everyArchitectureIsReachedFromTheFirst() {
    var reached: Set<String> = [Self.key(Registry.architectures[0])]
    for step in Registry.lessonPath {
      #expect(reached.contains(Self.key(step.from)), "a step starts at \(step.from.name) unreached")
      reached.insert(Self.key(step.to))
    }
    #expect(reached == Set(Registry.architectures.map(Self.key)))
  }

  @Test func theChaptersEmbedTheChainAsTheCodeGivesItNow() throws {
    let tree = PackageFiles.tree
    let path = try Self.measured.get()
    var embedded: [String] = []
    for file in EmbeddedBlocks.candidates(in: tree) {
      for block in try EmbeddedBlocks.paths.blocks(in: tree.contents(of: file) ?? "", path: file) {
        #expect(
          block.content == path.markdown(japanese: block.key == "ja"),
          "\(file)'s lesson chain is stale: run `swift run compare path --write`")
        embedded.append(file)
      }
    }
    for language in ["en", "ja"] {
      let chapters = embedded.filter { $0.hasPrefix("Tutorials/\(language)/") }
      #expect(chapters.contains { $0.hasSuffix("/00-how-to-use-this-kit.md") })
      #expect(chapters.contains { $0.hasSuffix("-choosing.md") })
    }
  }
}
