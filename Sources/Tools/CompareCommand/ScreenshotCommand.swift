import Comparison
import Foundation
import ScreenCapture

/// `compare screenshot [--write]`: the search screen as the real app draws it, as SVG; with
/// `--write`, the README's pictures regenerated in `Tutorials/images/`.
@MainActor
struct ScreenshotCommand {
  private var package = PackageOptions()

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      guard try reader.readPackageOption(flag, inline: inline, into: &package) else {
        throw UsageError("'screenshot' takes --write only, not '\(flag)'")
      }
    }
  }

  func run(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: package.path)
    let pictures = try await ScreenPictures.render()
    guard package.writes else {
      try io.write(pictures[0].svg)
      return 0
    }
    let changed: [String]
    do {
      changed = try await PackageWrite.run(
        root: tree.root, waiting: Compare.reportingWait(on: io)
      ) {
        write in
        for (path, svg) in pictures { try write.replace(path, with: Data(svg.utf8)) }
      }
    } catch {
      throw ComparisonError("compare: " + error.description)
    }
    for path in changed { try io.printOutput("updated \(path)") }
    return 0
  }
}
