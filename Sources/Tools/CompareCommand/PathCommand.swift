import Comparison
import Foundation
import Registry
import SharedUI

/// `compare path [--format text|markdown] [--lang en|ja]`: the changed code lines between every
/// two architectures and the lesson chain with each step's budget, status 1 when a step is
/// over it; `compare path --write`: the chain the chapters embed, regenerated.
@MainActor
struct PathCommand {
  private var markdown = false
  private var japanese = false
  private var writes = false
  private var packagePath: String?

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      switch flag {
      case "--format":
        let value = try reader.value(of: flag, inline: inline)
        guard ["text", "markdown"].contains(value) else {
          throw UsageError("'--format' needs text or markdown, not '\(value)'")
        }
        markdown = value == "markdown"
      case "--lang":
        let value = try reader.value(of: flag, inline: inline)
        guard ["en", "ja"].contains(value) else {
          throw UsageError("'--lang' needs en or ja, not '\(value)'")
        }
        japanese = value == "ja"
      case "--write":
        try reader.refuseValue(of: flag, inline: inline)
        writes = true
      case "--package-path": packagePath = try reader.value(of: flag, inline: inline)
      default: throw UsageError("'path' takes no argument '\(flag)'")
      }
    }
  }

  /// The lesson path of the registered architectures, measured in `tree`.
  static func lessonPath(in tree: any FileTree) throws(ComparisonError) -> LessonPath {
    let stops = Registry.architectures.map {
      LessonPath.Stop(
        ComparedArchitecture(name: $0.name, folder: $0.folder),
        key: String($0.executable.dropLast("-demo".count)))
    }
    func key(_ architecture: Architecture) -> String {
      String(architecture.executable.dropLast("-demo".count))
    }
    return try LessonPath(
      stops: stops,
      steps: Registry.lessonPath.map {
        (
          from: key($0.from), to: key($0.to), idea: $0.idea, budget: $0.budget,
          whyNotClosest: $0.whyNotClosest
        )
      },
      tree: tree)
  }

  func run(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: packagePath)
    if writes { return try await write(tree: tree, io: io) }
    let path = try Self.lessonPath(in: ScannedFileTree(tree))
    try io.write(markdown ? path.markdown(japanese: japanese) : path.text)
    for problem in path.problems {
      io.printError("compare: " + problem)
    }
    return path.problems.isEmpty ? 0 : 1
  }

  /// Rewrites every embedded chain in the chapters; names the files it changed.
  ///
  /// The code is measured once the documents' markers are known to be sound.
  private func write(tree: DiskFileTree, io: CommandIO) async throws -> Int32 {
    var measured: LessonPath?
    return try await Compare.write(.paths, in: tree, io: io) { _, block in
      guard block.key == "en" || block.key == "ja" else {
        throw ComparisonError("'compare path' blocks are 'en' or 'ja', not '\(block.key)'")
      }
      let path = try measured ?? Self.lessonPath(in: ScannedFileTree(tree))
      measured = path
      return path.markdown(japanese: block.key == "ja")
    }
  }
}
