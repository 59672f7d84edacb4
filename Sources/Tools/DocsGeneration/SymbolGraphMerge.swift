import Foundation

/// An architecture's modules documented as one: the symbol graphs `swift-symbolgraph-extract`
/// wrote for its presentation module and its UI module, merged under the architecture's folder
/// name.
///
/// DocC documents one module per build, and links between the two modules go both ways (a
/// presenter's comment names the `Assembly` that creates it; the view controller conforms to
/// the presenter's output protocol). As one module, every such link resolves and each protocol
/// lists the view controller that conforms to it; the landing page keeps the boundary, grouping
/// the types by the module they come from.
package struct SymbolGraphMerge: Sendable {
  /// A top-level symbol: what the landing page lists.
  package struct TopLevelSymbol: Sendable, Equatable {
    /// Its name, such as `SearchPresenter`.
    package var name: String
    /// The file that declares it.
    package var file: String
    /// The line it is declared on.
    package var line: Int

    /// The symbol `name`, declared in `file` on `line`.
    package init(name: String, file: String, line: Int) {
      self.name = name
      self.file = file
      self.line = line
    }
  }

  /// The merged graphs, by file name: `<name>.symbols.json`, and `<name>@<Module>.symbols.json`
  /// for what the modules add to other modules' types.
  package let files: [String: Data]
  /// The top-level symbols of each merged module, by module name.
  package let topLevelSymbols: [String: [TopLevelSymbol]]
  /// The symbols documented, extensions of other modules' types included.
  package let symbolCount: Int

  /// Merges `graphs` (file name → contents) of `modules` under `name`.
  package init(name: String, modules: [String], graphs: [String: Data]) throws(GenerationError) {
    var merged: [String: [String: Any]] = [:]
    var topLevel: [String: [TopLevelSymbol]] = [:]
    var count = 0
    for (fileName, data) in graphs.sorted(by: { $0.key < $1.key }) {
      guard fileName.hasSuffix(".symbols.json") else { continue }
      let base = fileName.dropLast(".symbols.json".count)
      let parts = base.split(separator: "@", maxSplits: 1)
      let module = String(parts[0])
      guard modules.contains(module) else {
        throw GenerationError(
          "\(fileName): not a symbol graph of \(modules.joined(separator: ", "))")
      }
      guard var graph = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
        var moduleInfo = graph["module"] as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]],
        let relationships = graph["relationships"] as? [[String: Any]]
      else { throw GenerationError("\(fileName): not a symbol graph") }
      count += symbols.count
      if parts.count == 1 {
        topLevel[module] = symbols.compactMap(Self.topLevelSymbol(_:))
          .sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
      }
      let key = parts.count == 1 ? name : "\(name)@\(parts[1])"
      if var existing = merged[key] {
        existing["symbols"] = (existing["symbols"] as? [[String: Any]] ?? []) + symbols
        existing["relationships"] =
          (existing["relationships"] as? [[String: Any]] ?? []) + relationships
        merged[key] = existing
      } else {
        moduleInfo["name"] = name
        graph["module"] = moduleInfo
        merged[key] = graph
      }
    }
    for module in modules where topLevel[module] == nil {
      throw GenerationError("no symbol graph of \(module) (\(module).symbols.json)")
    }
    var files: [String: Data] = [:]
    for (key, graph) in merged {
      guard let data = try? JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
      else { throw GenerationError("\(key).symbols.json could not be written") }
      files[key + ".symbols.json"] = data
    }
    self.files = files
    topLevelSymbols = topLevel
    symbolCount = count
  }

  /// The symbol's name, file and line when it is declared at the top of its module.
  private static func topLevelSymbol(_ symbol: [String: Any]) -> TopLevelSymbol? {
    guard let path = symbol["pathComponents"] as? [String], path.count == 1,
      let names = symbol["names"] as? [String: Any], let title = names["title"] as? String
    else { return nil }
    let location = symbol["location"] as? [String: Any]
    let position = location?["position"] as? [String: Any]
    let file = (location?["uri"] as? String).map { URL(string: $0)?.lastPathComponent ?? $0 }
    return TopLevelSymbol(name: title, file: file ?? "", line: position?["line"] as? Int ?? 0)
  }
}
