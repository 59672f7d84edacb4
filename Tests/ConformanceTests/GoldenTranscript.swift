import Foundation
import Testing

/// A scenario's frames as text, compared with its golden file in `Golden/`.
///
/// One golden file per scenario serves every architecture. Re-recording is an explicit opt-in:
/// `SIDEBYSIDE_RECORD_GOLDEN=1 swift test --filter ConformanceTests`, never automatic. It
/// records from one architecture (the registry's first) and skips the comparison for the
/// others; run the suite again without the variable to hold every architecture to the frames.
struct GoldenTranscript {
  /// The folder holding the golden files, next to this source file.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// True when the environment asks for golden files to be written instead of compared.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SIDEBYSIDE_RECORD_GOLDEN"] == "1"
  }

  /// The scenario's name, such as `S05-results-navigation`: the file is `<name>.txt`.
  let name: String

  private var fileURL: URL {
    Self.directory.appendingPathComponent(name + ".txt")
  }

  /// Compares `transcript` with the golden file or, when recording and `mayRecord`, writes it.
  func verify(_ transcript: String, mayRecord: Bool) throws {
    if Self.isRecording {
      guard mayRecord else { return }
      try FileManager.default.createDirectory(
        at: Self.directory, withIntermediateDirectories: true)
      try transcript.write(to: fileURL, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: fileURL, encoding: .utf8) else {
      Issue.record(
        "No golden file \(name).txt. Record it with SIDEBYSIDE_RECORD_GOLDEN=1.")
      return
    }
    guard expected != transcript else { return }
    Issue.record(
      Comment(rawValue: Self.describeDifference(expected: expected, actual: transcript)))
  }

  /// The first difference in words — the step, the line, what was expected and what was
  /// drawn — then the whole frame of that step, expected above actual.
  static func describeDifference(expected: String, actual: String) -> String {
    let expectedSteps = expected.components(separatedBy: "\n── ")
    let actualSteps = actual.components(separatedBy: "\n── ")
    for (index, step) in actualSteps.enumerated() {
      let golden = index < expectedSteps.count ? expectedSteps[index] : "(no such step)"
      guard golden != step else { continue }
      let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let stepLines = step.split(separator: "\n", omittingEmptySubsequences: false)
      let common = min(goldenLines.count, stepLines.count)
      let line = (0..<common).first { goldenLines[$0] != stepLines[$0] } ?? common
      let want = line < goldenLines.count ? "“\(trimmed(goldenLines[line]))”" : "no line"
      let got = line < stepLines.count ? "“\(trimmed(stepLines[line]))”" : "no line"
      let title = trimmed(stepLines.first ?? "").replacing(/^──\s/, with: "")
      return "step \(index) (\(title)), line \(line): expected \(want), drawn \(got)\n"
        + "Expected:\n── \(golden)\nActual:\n── \(step)"
    }
    return
      "the golden file has \(expectedSteps.count) steps; the run produced \(actualSteps.count)"
  }

  /// A frame's line without the spaces that pad it to the screen's width.
  private static func trimmed(_ line: Substring) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
