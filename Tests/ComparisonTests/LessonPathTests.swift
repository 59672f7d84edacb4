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

  static func measured() throws -> LessonPath {
    try LessonPath(
      stops: Registry.architectures.map {
        .init(ComparedArchitecture(name: $0.name, folder: $0.folder), key: key($0))
      },
      steps: Registry.lessonPath.map {
        (from: key($0.from), to: key($0.to), idea: $0.idea, budget: $0.budget)
      },
      tree: DiskFileTree(root: EmbeddedTableTests.root))
  }

  @Test func everyStepStaysWithinItsBudget() throws {
    let path = try Self.measured()
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
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    let path = try Self.measured()
    var embedded: [String] = []
    for file in EmbeddedBlocks.candidates(in: tree) {
      for block in EmbeddedBlocks.paths.blocks(in: tree.contents(of: file) ?? "") {
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

/// A step's size counts code: comments and blank lines are free, a renamed line costs its
/// removal and its addition, a file only one side has counts whole, the demo and the README
/// not at all.
@Suite struct StepSizeTests {
  static let old = ComparedArchitecture(name: "Old", folder: "Old")
  static let new = ComparedArchitecture(name: "New", folder: "New")

  static func size(_ files: [String: String]) -> StepSize {
    ArchitectureDiff(old: old, new: new, tree: InMemoryFileTree(files: files)).stepSize
  }

  @Test func commentsAndBlankLinesAreFree() {
    let size = Self.size([
      "Sources/Old/UI/A.swift": "// old words\nlet a = 1\n\nlet b = 2\n",
      "Sources/New/UI/A.swift": "/// new words, longer\n\nlet a = 1\nlet b = 2\n",
    ])
    #expect(size.total == 0)
  }

  @Test func aRenameCostsTheLinesItTouches() {
    let size = Self.size([
      "Sources/Old/UI/A.swift": "func load(page: Int) {}\nload(page: 1)\nlet same = 0\n",
      "Sources/New/UI/A.swift": "func fetch(page: Int) {}\nfetch(page: 1)\nlet same = 0\n",
    ])
    #expect(size.total == 4)
    #expect(size.roles == [.init(name: "UI/A.swift", lines: 4)])
  }

  @Test func aFileOnOneSideCountsWholeAndTheDemoAndReadmeNotAtAll() {
    let size = Self.size([
      "Sources/Old/README.md": "# Old\n",
      "Sources/Old/Demo/main.swift": "run(.old)\n",
      "Sources/New/README.md": "# New, rewritten\n",
      "Sources/New/Demo/main.swift": "run(.new)\n",
      "Sources/New/Presentation/Model.swift": "// A model.\nfinal class Model {\n  var x = 0\n}\n",
    ])
    #expect(size.roles == [.init(name: "only after: Presentation/Model.swift", lines: 3)])
  }
}

/// The `compare diff` summaries the READMEs and chapters quote are what the tool prints now:
/// each stands between markers, and none is pasted by hand.
@Suite struct EmbeddedDiffTests {
  @Test func everyEmbeddedSummaryIsCurrent() throws {
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    var checked = 0
    for path in EmbeddedBlocks.candidates(in: tree) {
      for block in EmbeddedBlocks.diffs.blocks(in: tree.contents(of: path) ?? "") {
        let names = block.key.split(separator: " ").map(String.init)
        let architectures = try names.map { name in
          try #require(
            Registry.architectures.first { LessonPathTests.key($0) == name }, "no '\(name)'")
        }
        let diff = ArchitectureDiff(
          old: ComparedArchitecture(name: architectures[0].name, folder: architectures[0].folder),
          new: ComparedArchitecture(name: architectures[1].name, folder: architectures[1].folder),
          tree: tree)
        #expect(
          block.content == diff.embeddedSummary,
          "\(path)'s summary of \(block.key) is stale: run `swift run compare diff --write`")
        checked += 1
      }
    }
    #expect(checked >= 2)
  }

  @Test func noSummaryIsPastedOutsideTheMarkers() throws {
    let tree = DiskFileTree(root: EmbeddedTableTests.root)
    for path in EmbeddedBlocks.candidates(in: tree) + ["README.md"] {
      var text = tree.contents(of: path) ?? ""
      for block in EmbeddedBlocks.diffs.blocks(in: text) {
        text = text.replacing(block.content, with: "")
      }
      #expect(
        !text.contains(": roles in both (lines removed, added)"),
        "\(path) quotes a compare diff summary by hand: put it between markers")
    }
  }
}
