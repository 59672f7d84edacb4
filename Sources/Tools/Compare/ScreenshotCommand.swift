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

  func run() async throws -> Int32 {
    let root = try Compare.fileTree(packagePath: packagePath).root
    let pictures = try await ScreenPictures.render()
    guard writes else {
      print(pictures[0].svg, terminator: "")
      return 0
    }
    for (path, svg) in pictures {
      let url = root.appendingPathComponent(path)
      guard (try? String(contentsOf: url, encoding: .utf8)) != svg else { continue }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try svg.write(to: url, atomically: true, encoding: .utf8)
      print("updated \(path)")
    }
    return 0
  }
}
