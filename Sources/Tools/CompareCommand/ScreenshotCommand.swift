import Comparison
import Foundation
import ScreenCapture

/// `compare screenshot [--write]`: the search screen as the real app draws it, as SVG; with
/// `--write`, the README's pictures regenerated in `Tutorials/images/`.
@MainActor
struct ScreenshotCommand {
  private var writes = false
  private var packagePath: String?

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      switch flag {
      case "--write":
        try reader.refuseValue(of: flag, inline: inline)
        writes = true
      case "--package-path": packagePath = try reader.value(of: flag, inline: inline)
      default: throw UsageError("'screenshot' takes --write only, not '\(flag)'")
      }
    }
  }

  func run(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: packagePath)
    let pictures = try await ScreenPictures.render()
    guard writes else {
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
