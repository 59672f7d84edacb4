import Comparison
import Foundation
import Registry
import SharedUI
import TerminalUI

/// `compare graph ARCHITECTURE [--format mermaid|markdown|text] [--width COLUMNS]`: who holds
/// whom, read from the code; `compare graph --write`: every embedded diagram regenerated.
@MainActor
struct GraphCommand {
  enum Format: String {
    case mermaid
    case markdown
    case text
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
          throw UsageError("'--format' needs mermaid, markdown or text, not '\(value)'")
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

  func run() throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: packagePath)
    let reader = try GraphReader(tree: ScannedFileTree(tree))
    if writes { return try write(tree: tree, reader: reader) }
    let architecture = try Compare.architecture(named: names[0])
    let graph = try reader.graph(of: Compare.compared([architecture])[0])
    switch format {
    case .mermaid: print(graph.mermaid, terminator: "")
    case .markdown: print(graph.markdown, terminator: "")
    case .text:
      let isTerminal = SystemTerminal.isTerminal(STDOUT_FILENO)
      print(
        graph.text(width: width ?? (isTerminal ? SystemTerminal().size.width : 80)),
        terminator: "")
    }
    return 0
  }

  /// Rewrites every embedded diagram in the READMEs and chapters; names the files it changed.
  private func write(tree: DiskFileTree, reader: GraphReader) throws -> Int32 {
    var diagrams: [String: String] = [:]
    for path in EmbeddedBlocks.candidates(in: tree) {
      guard let text = tree.contents(of: path) else { continue }
      let refreshed = try EmbeddedBlocks.graphs.refreshed(text) { key throws(ComparisonError) in
        if let diagram = diagrams[key] { return diagram }
        guard let architecture = try? Compare.architecture(named: key) else {
          throw ComparisonError("\(path): no architecture '\(key)' to draw")
        }
        let diagram = try reader.graph(of: Compare.compared([architecture])[0]).markdown
        diagrams[key] = diagram
        return diagram
      }
      guard refreshed != text else { continue }
      try refreshed.write(
        to: tree.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
      print("updated \(path)")
    }
    return 0
  }
}
