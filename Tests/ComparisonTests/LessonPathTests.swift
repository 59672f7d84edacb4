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
        (
          from: key($0.from), to: key($0.to), idea: $0.idea, budget: $0.budget,
          whyNotClosest: $0.whyNotClosest
        )
      },
      tree: PackageFiles.tree)
  }

  @Test func everyStepStaysWithinItsBudget() throws {
    let path = try Self.measured.get()
    #expect(path.steps.count == Registry.lessonPath.count)
    #expect(path.problems.isEmpty, "\(path.problems.joined(separator: "\n"))")
  }

  /// The budgets as they were set from each step's idea, before measuring.
  ///
  /// A budget may go down when a step gets smaller; raising one hides a second idea in the
  /// step, so a raised budget fails here even while the step is within it.
  static let ceilings: [String: Int] = [
    "mvc → mvp": 400,
    "mvp → mvp-router": 220,
    "mvp-router → viper": 290,
    "mvp → mvvm-model": 338,
    "mvvm-model → mvvm-entity": 100,
    "mvvm-model → mvvm-binding": 60,
    "mvvm-binding → flux": 500,
    "mvvm-model → mvvm-coordinator": 200,
    "flux → redux": 690,
  ]

  @Test func noBudgetIsAboveItsCeiling() {
    let steps = Registry.lessonPath.map { "\(Self.key($0.from)) → \(Self.key($0.to))" }
    for name in Self.ceilings.keys.sorted() where !steps.contains(name) {
      Issue.record("LessonPathTests.ceilings names \(name), which is no step of the lesson path")
    }
    for (step, name) in zip(Registry.lessonPath, steps) {
      guard let ceiling = Self.ceilings[name] else {
        Issue.record("\(name) has no ceiling: add it to LessonPathTests.ceilings, its budget")
        continue
      }
      #expect(step.budget <= ceiling, "\(name)'s budget was raised to \(step.budget)")
    }
  }

  /// A step that changes exactly its budget is within it; one line more is over it.
  @Test(arguments: [(budget: 4, isOver: false), (budget: 3, isOver: true)])
  func aStepOfExactlyItsBudgetIsWithinIt(budget: Int, isOver: Bool) throws {
    let tree = InMemoryFileTree(files: [
      "Sources/Old/UI/A.swift": "let a = 1\nlet b = 2\nlet same = 0\n",
      "Sources/New/UI/A.swift": "let a = 3\nlet b = 4\nlet same = 0\n",
    ])
    let path = try LessonPath(
      stops: [
        .init(ComparedArchitecture(name: "Old", folder: "Old"), key: "old"),
        .init(ComparedArchitecture(name: "New", folder: "New"), key: "new"),
      ],
      steps: [
        (
          from: "old", to: "new", idea: (english: "", japanese: ""), budget: budget,
          whyNotClosest: nil
        )
      ],
      tree: tree)
    #expect(path.steps.map(\.size.total) == [4])
    #expect(path.steps.map(\.isOverBudget) == [isOver])
    #expect(path.problems.count == (isOver ? 1 : 0))
  }

  /// A step whose arrival is nearer to an architecture taught before it than to where it starts
  /// is a problem until it says why it starts there; one that starts at the nearest is not.
  @Test(
    arguments: [
      (why: nil, problems: 1), (why: (english: "a reason", japanese: "理由"), problems: 0),
    ] as [((english: String, japanese: String)?, Int)])
  func aStepFromFartherThanTheClosestSaysWhy(
    why: (english: String, japanese: String)?, problems: Int
  ) throws {
    let tree = InMemoryFileTree(files: [
      "Sources/A/UI/V.swift": "let a = 1\nlet b = 1\n",
      "Sources/B/UI/V.swift": "let a = 2\nlet b = 2\nlet c = 2\n",
      "Sources/C/UI/V.swift": "let a = 1\nlet b = 3\n",
    ])
    let stops = ["A", "B", "C"].map {
      LessonPath.Stop(ComparedArchitecture(name: $0, folder: $0), key: $0.lowercased())
    }
    let path = try LessonPath(
      stops: stops,
      steps: [
        (from: "a", to: "b", idea: (english: "", japanese: ""), budget: 99, whyNotClosest: nil),
        (from: "b", to: "c", idea: (english: "", japanese: ""), budget: 99, whyNotClosest: why),
      ],
      tree: tree)
    #expect(path.steps[0].closer.isEmpty)
    #expect(path.steps[1].closer.map(\.stop.key) == ["a"])
    #expect(path.problems.count == problems, "\(path.problems)")
    #expect(path.text.contains("A is closer (2 lines against 5)") == (why != nil))
  }

  /// Model-only → Bindings teaches observation alone: Bindings has every code file Model-only
  /// has and no other, so the step changes roles both have (the notification becomes
  /// observation) and brings in no new one, such as another way to time the typing pause.
  @Test func observationBringsInNoRoleOfItsOwn() throws {
    func compared(_ key: String) throws -> ComparedArchitecture {
      let architecture = try #require(Registry.architectures.first { Self.key($0) == key })
      return ComparedArchitecture(name: architecture.name, folder: architecture.folder)
    }
    let diff = ArchitectureDiff(
      old: try compared("mvvm-model"), new: try compared("mvvm-binding"), tree: PackageFiles.tree)
    #expect(!diff.pairing.pairs.isEmpty)
    #expect(
      diff.pairing.onlyOld.filter(StepSize.isCode).isEmpty,
      "only in MVVM Model-only: \(diff.pairing.onlyOld.filter(StepSize.isCode))")
    #expect(
      diff.pairing.onlyNew.filter(StepSize.isCode).isEmpty,
      "only in MVVM + Bindings: \(diff.pairing.onlyNew.filter(StepSize.isCode))")
  }

  /// Every architecture the kit ships is reached from the first by the steps; one added with
  /// `Scripts/new-architecture` needs no step (see `Registry.added`).
  @Test func everyArchitectureIsReachedFromTheFirst() {
    var reached: Set<String> = [Self.key(Registry.shipped[0])]
    for step in Registry.lessonPath {
      #expect(reached.contains(Self.key(step.from)), "a step starts at \(step.from.name) unreached")
      reached.insert(Self.key(step.to))
    }
    for architecture in Registry.shipped where !reached.contains(Self.key(architecture)) {
      Issue.record(
        """
        \(Self.key(architecture)) has no lesson step: add one to Registry.lessonPath with its \
        budget (and its ceiling to LessonPathTests), or move it from Registry.shipped to \
        Registry.added
        """)
    }
  }

  /// The files that embed the chain, and those whose chain is not what the code gives now, as
  /// `GeneratedDocsTests` names them.
  static func chains() throws -> (embedded: [String], stale: [String]) {
    let tree = PackageFiles.tree
    let path = try Self.measured.get()
    var embedded: [String] = []
    var stale: [String] = []
    for file in EmbeddedBlocks.candidates(in: tree) {
      for block in try EmbeddedBlocks.paths.blocks(in: tree.contents(of: file) ?? "", path: file) {
        if block.content != path.markdown(japanese: block.key == "ja") {
          stale.append("\(file)'s lesson chain")
        }
        embedded.append(file)
      }
    }
    return (embedded, stale)
  }

  @Test func theChaptersOfBothLanguagesEmbedTheChain() throws {
    let embedded = try Self.chains().embedded
    for language in ["en", "ja"] {
      let chapters = embedded.filter { $0.hasPrefix("Tutorials/\(language)/") }
      #expect(chapters.contains { $0.hasSuffix("/00-how-to-use-this-kit.md") })
      #expect(chapters.contains { $0.hasSuffix("-choosing.md") })
    }
  }
}
