import Comparison
import Foundation
import Registry
import SharedUI

/// `compare path [--format text|markdown] [--lang en|ja]`: the changed code lines between every
/// two architectures and the lesson chain with each step's budget, status 1 when a step is
/// over it; `compare path --write`: the chain the chapters embed, regenerated.
@MainActor
struct PathCommand {
  enum Format: String, CaseIterable {
    case text
    case markdown
  }

  private var format = Format.text
  private var language = Language.english
  private var package = PackageOptions()

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      if try reader.readPackageOption(flag, inline: inline, into: &package) { continue }
      switch flag {
      case "--format": format = try reader.choice(of: flag, inline: inline)
      case "--lang": language = try reader.choice(of: flag, inline: inline)
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
    let tree = try Compare.fileTree(packagePath: package.path)
    if package.writes { return try await write(tree: tree, io: io) }
    let path = try Self.lessonPath(in: ScannedFileTree(tree))
    try io.write(
      format == .markdown ? path.markdown(japanese: language == .japanese) : path.text)
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
