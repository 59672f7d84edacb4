import Comparison
import Testing

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
