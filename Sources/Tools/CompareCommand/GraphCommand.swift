import Comparison
import Foundation
import Registry
import SharedUI

/// `compare graph ARCHITECTURE [--format mermaid|markdown|text|svg] [--width COLUMNS]`: who holds
/// whom, read from the code; `compare graph --write`: every embedded diagram regenerated.
@MainActor
struct GraphCommand {
  enum Format: String, CaseIterable {
    case mermaid
    case markdown
    case text
    case svg
  }

  private var format = Format.mermaid
  private var width: Int?
  private var package = PackageOptions()
  private var names: [String] = []

  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      if try reader.readPackageOption(flag, inline: inline, into: &package) { continue }
      switch flag {
      case "--format": format = try reader.choice(of: flag, inline: inline)
      case "--width": width = try reader.columns(of: flag, inline: inline)
      case let word where word.hasPrefix("-"): throw UsageError("unknown option '\(word)'")
      default: names.append(flag)
      }
    }
    guard package.writes ? names.isEmpty : names.count == 1 else {
      throw UsageError("'graph' needs one architecture, such as 'compare graph mvp', or --write")
    }
  }

  func run(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: package.path)
    if package.writes { return try await write(tree: tree, io: io) }
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
