/// Reads an ``ArchitectureGraph`` from the package's files: the types each architecture folder
/// declares, their stored properties, `weak` and closures, the screens the toolkit holds for
/// them, and the modules `Package.swift` puts them in.
package struct GraphReader {
  private let tree: any FileTree
  private let manifest: PackageManifest

  /// A reader of the package in `tree`, whose `Package.swift` is `manifest`.
  package init(tree: any FileTree, manifest: PackageManifest) {
    self.tree = tree
    self.manifest = manifest
  }

  /// A reader of the package in `tree`; throws when it has no `Package.swift`.
  package init(tree: any FileTree) throws(ComparisonError) {
    guard let text = tree.contents(of: "Package.swift") else {
      throw ComparisonError("Package.swift not found: run compare from the package's folder")
    }
    self.init(tree: tree, manifest: PackageManifest(text: text))
  }

  /// The graph of `architecture`, its `Demo/` left out.
  package func graph(of architecture: ComparedArchitecture) throws(ComparisonError)
    -> ArchitectureGraph
  {
    let folder = "Sources/" + architecture.folder
    let files = tree.files(under: folder)
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(folder + "/Demo/") }
      .compactMap { tree.swiftFile(at: $0) }
    guard !files.isEmpty else {
      throw ComparisonError("\(folder) holds no Swift files: is '\(architecture.name)' there?")
    }
    let own = manifest.targets(inside: folder)
    var modules = own.map { target in
      ArchitectureGraph.Module(
        name: target.name, role: target.path.hasSuffix("/Presentation") ? .withoutUI : .ui)
    }
    .sorted { ($0.role == .withoutUI ? 0 : 1, $0.name) < ($1.role == .withoutUI ? 0 : 1, $1.name) }
    let shared = manifest.sharedTargets(of: folder).map { target in
      (module: target.name, files: tree.swiftFiles(under: target.path))
    }
    let values = StoredValue(files: files, shared: shared.flatMap(\.files))
    var types = TypeIndex()
    for file in files {
      let module = own.first { file.path.hasPrefix($0.path + "/") }?.name
      types.addTopLevel(of: file, module: module)
      types.addDrawnValues(of: file, module: module, drawn: values.drawnValues)
    }
    let ownNames = Set(types.nodes.keys)
    for (module, files) in shared {
      for file in files {
        types.addShared(of: file, module: module)
      }
    }
    let holds = ToolkitHolds(files: files, shared: shared.flatMap(\.files))
    var finder = ReferenceFinder(values: values, holds: holds, types: types)
    let edges = finder.edges()
    types = finder.types
    // A shared protocol is drawn when held, not merely conformed to (`TableViewDelegate`); the
    // toolkit's navigation controller when it holds a screen.
    let held = Set(
      edges.filter { $0.kind != .conformance }.map(\.to)
        + edges.filter(\.isToolkit).map(\.from))
    let nodes = types.nodes.values
      .filter { ownNames.contains($0.name) || held.contains($0.name) }
      .sorted { $0.name < $1.name }
    let names = Set(nodes.map(\.name))
    for name in Set(nodes.compactMap(\.module)).subtracting(modules.map(\.name)).sorted() {
      let declaresModel = types.nodes[ProfileReader.modelProtocol]?.module == name
      modules.append(.init(name: name, role: declaresModel ? .model : .common))
    }
    return ArchitectureGraph(
      name: architecture.name, modules: modules, nodes: nodes,
      edges: edges.filter { names.contains($0.from) && names.contains($0.to) })
  }
}
