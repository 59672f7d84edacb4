import SharedUI

extension Registry {
  /// The README's table of architectures, one row per architecture the kit ships.
  ///
  /// The README holds a copy between `<!-- architectures:begin -->` and
  /// `<!-- architectures:end -->`; a test fails when the copy differs, and
  /// `swift run architectures --markdown` prints it anew.
  public static var markdownTable: String {
    var lines = ["| demo | architecture | read |", "| --- | --- | --- |"]
    for architecture in shipped {
      let folder = "Sources/\(architecture.folder)"
      lines.append(
        "| `\(architecture.executable)` | \(architecture.summary) | [\(folder)](\(folder)/README.md) |"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
