import Foundation
import Registry
import SharedUI
import Testing

/// The chapters come in the order of the lesson chain: every step starts from an architecture
/// an earlier chapter taught, and the chain lists its steps in the order the chapters teach
/// them, so that a learner reading the chapters in order never meets a step whose start is
/// still ahead.
@Suite struct LessonOrderTests {
  /// The name the command line and the markers give an architecture: `mvp-router`.
  static func key(_ architecture: Architecture) -> String {
    String(architecture.executable.dropLast("-demo".count))
  }

  /// Each chapter's number, by the architecture it draws: the chapter that embeds
  /// `<!-- compare graph KEY -->` first, as the documentation site finds it.
  static func chapterNumbers(language: String) throws -> [String: Int] {
    let folder = RegistryTests.root.appendingPathComponent("Tutorials/\(language)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }.sorted()
    var numbers: [String: Int] = [:]
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let number = Int(name.prefix { $0.isNumber }) ?? -1
      // What follows each marker, found in one reading of the chapter.
      let marked = text.components(separatedBy: "<!-- compare graph ").dropFirst()
      for architecture in Registry.architectures where numbers[Self.key(architecture)] == nil {
        if marked.contains(where: { $0.hasPrefix(Self.key(architecture) + " -->") }) {
          numbers[Self.key(architecture)] = number
        }
      }
    }
    return numbers
  }

  @Test(arguments: ["en", "ja"])
  func everyStepStartsFromAnArchitectureAnEarlierChapterTaught(language: String) throws {
    let chapters = try Self.chapterNumbers(language: language)
    for step in Registry.lessonPath {
      let from = try #require(chapters[Self.key(step.from)], "no chapter draws \(step.from.name)")
      let to = try #require(chapters[Self.key(step.to)], "no chapter draws \(step.to.name)")
      #expect(
        from < to,
        "\(step.from.name) → \(step.to.name) starts from chapter \(from), which comes after its own chapter \(to)"
      )
    }
  }

  @Test(arguments: ["en", "ja"])
  func theChainListsItsStepsInTheChaptersOrder(language: String) throws {
    let chapters = try Self.chapterNumbers(language: language)
    let order = Registry.lessonPath.map { chapters[Self.key($0.to)] ?? -1 }
    #expect(
      order == order.sorted(),
      "the steps arrive at chapters \(order.map(String.init).joined(separator: ", ")): list them in the chapters' order"
    )
  }
}
