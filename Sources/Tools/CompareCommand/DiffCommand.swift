import Comparison
import Foundation
import SharedUI

/// `compare diff A B [ROLE]`: the files of two architectures paired by role, as a summary and
/// the changes of every role, or of the one named.
@MainActor
struct DiffCommand {
  /// Columns from which a terminal shows the two files side by side.
  static let sideBySideWidth = 120

  private var names: [String] = []
  private var layout: String?
  private var width: Int?
  private var summaryOnly = false
  private var package = PackageOptions()

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      if try reader.readPackageOption(flag, inline: inline, into: &package) { continue }
      switch flag {
      case "--unified", "--side-by-side":
        try reader.refuseValue(of: flag, inline: inline)
        layout = flag
      case "--summary":
        try reader.refuseValue(of: flag, inline: inline)
        summaryOnly = true
      case "--width": width = try reader.columns(of: flag, inline: inline)
      case let word where word.hasPrefix("-"): throw UsageError("unknown option '\(word)'")
      default: names.append(flag)
      }
    }
    guard package.writes ? names.isEmpty : names.count == 2 || names.count == 3 else {
      throw UsageError("'diff' needs two architectures and, if you like, a role, or --write")
    }
  }

  func run(environment: [String: String], io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: package.path)
    if package.writes { return try await write(tree: tree, io: io) }
    let compared = Compare.compared(
      try Compare.architectures(named: names.prefix(2), in: "diff"))
    let diff = ArchitectureDiff(old: compared[0], new: compared[1], tree: tree)
    let style = TerminalStyle(colors: Compare.usesColor(environment: environment, io: io))
    let layout = chooseLayout(io: io)
    if names.count == 3 {
      guard let pair = diff.pairing.pair(named: names[2]) else {
        let roles = diff.pairing.pairs.map(\.role).joined(separator: ", ")
        throw UsageError("no role '\(names[2])' in both (roles in both: \(roles))")
      }
      try io.write(diff.rendered(pair, layout: layout, style: style))
    } else if summaryOnly {
      try io.write(diff.summary(style: style, width: layout.columns))
    } else {
      try io.write(diff.rendered(layout: layout, style: style))
    }
    return 0
  }

  /// Rewrites every summary embedded between `<!-- compare diff A B -->` and
  /// `<!-- end compare diff -->`; names the files it changed.
  private func write(tree: DiskFileTree, io: CommandIO) async throws -> Int32 {
    // Several summaries read the same files: each is read once.
    let files = ScannedFileTree(tree)
    return try await Compare.write(.diffs, in: tree, io: io) { _, block in
      let names = block.key.split(separator: " ").map(String.init)
      let architectures: [Architecture]
      do throws(UsageError) {
        architectures = try Compare.architectures(named: names, in: "diff")
      } catch {
        throw ComparisonError(error.message)
      }
      guard architectures.count == 2 else {
        throw ComparisonError("no two architectures '\(block.key)' to compare")
      }
      let compared = Compare.compared(architectures)
      return ArchitectureDiff(old: compared[0], new: compared[1], tree: files).embeddedSummary
    }
  }

  /// Side by side on a terminal at least ``sideBySideWidth`` wide, unified otherwise and when
  /// piped; `--unified`, `--side-by-side` and `--width` decide instead.
  private func chooseLayout(io: CommandIO) -> ArchitectureDiff.Layout {
    let isTerminal = io.outputIsTerminal
    let columns = width ?? (isTerminal ? io.terminalWidth() : 80)
    switch layout {
    case "--unified": return .unified
    case "--side-by-side": return .sideBySide(width: columns)
    default:
      let wide = (isTerminal || width != nil) && columns >= Self.sideBySideWidth
      return wide ? .sideBySide(width: columns) : .unified
    }
  }
}
