import Comparison
import Foundation
import Registry
import SharedUI

/// `compare graph ARCHITECTURE [--format mermaid|markdown|text|svg] [--width COLUMNS]`: who holds
/// whom, read from the code; `compare graph --write`: every embedded diagram regenerated.
@MainActor
struct GraphCommand {
  enum Format: String {
    case mermaid
    case markdown
    case text
    case svg
  }

  private var format = Format.mermaid
  private var width: Int?
  private var writes = false
  private var packagePath: String?
  private var names: [String] = []

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      switch flag {
      case "--format":
        let value = try reader.value(of: flag, inline: inline)
        guard let format = Format(rawValue: value) else {
          throw UsageError("'--format' needs mermaid, markdown, text or svg, not '\(value)'")
        }
        self.format = format
      case "--width":
        let value = try reader.value(of: flag, inline: inline)
        guard let columns = Int(value), (40...1_000).contains(columns) else {
          throw UsageError("'--width' needs columns from 40 to 1000, not '\(value)'")
        }
        width = columns
      case "--write":
        try reader.refuseValue(of: flag, inline: inline)
        writes = true
      case "--package-path": packagePath = try reader.value(of: flag, inline: inline)
      case let word where word.hasPrefix("-"): throw UsageError("unknown option '\(word)'")
      default: names.append(flag)
      }
    }
    guard writes ? names.isEmpty : names.count == 1 else {
      throw UsageError("'graph' needs one architecture, such as 'compare graph mvp', or --write")
    }
  }

  func run(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: packagePath)
    if writes { return try await write(tree: tree, io: io) }
    let reader = try GraphReader(tree: ScannedFileTree(tree))
    let architecture = try Compare.architecture(named: names[0])
    let graph = try reader.graph(of: Compare.compared([architecture])[0])
    switch format {
    case .mermaid: try io.write(graph.mermaid)
    case .markdown: try io.write(graph.markdown)
    case .svg: try io.write(graph.svg)
    case .text:
      try io.write(graph.text(width: width ?? (io.outputIsTerminal ? io.terminalWidth() : 80)))
    }
    return 0
  }

  /// Rewrites every embedded diagram in the READMEs and chapters; names the files it changed.
  ///
  /// The code is read once the documents' markers are known to be sound.
  private func write(tree: DiskFileTree, io: CommandIO) async throws -> Int32 {
    var diagrams: [String: String] = [:]
    var reader: GraphReader?
    return try await Compare.write(.graphs, in: tree, io: io) { _, block in
      if let diagram = diagrams[block.key] { return diagram }
      let graphs = try reader ?? GraphReader(tree: ScannedFileTree(tree))
      reader = graphs
      guard let architecture = try? Compare.architecture(named: block.key) else {
        throw ComparisonError("no architecture '\(block.key)' to draw")
      }
      let diagram = try graphs.graph(of: Compare.compared([architecture])[0]).markdown
      diagrams[block.key] = diagram
      return diagram
    }
  }
}
