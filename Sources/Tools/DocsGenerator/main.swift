// docs-generator: the DocC catalogs of the kit's site, for Scripts/docs-site.
//   docs-generator modules                 each architecture's folder and the modules its
//                                          reference documents (tab-separated)
//   docs-generator write --symbol-graphs DIR --output DIR
//                                          the catalogs, the merged symbol graphs and the
//                                          site's manifest, from the package and the graphs
//                                          extracted into DIR/<folder>/
import Comparison
import DocsGeneration
import Foundation

let usage =
  "usage: docs-generator modules | write --symbol-graphs DIR --output DIR [--package-path DIR]"

func fail(_ message: String, status: Int32) -> Never {
  let safe = String(
    message.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
  FileHandle.standardError.write(Data((safe + "\n").utf8))
  exit(status)
}

/// The command's options, each `--name VALUE` or `--name=VALUE`.
func options(_ arguments: ArraySlice<String>, allowed: Set<String>) -> [String: String] {
  var values: [String: String] = [:]
  var remaining = arguments
  while let argument = remaining.popFirst() {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    guard allowed.contains(parts[0]) else {
      fail("docs-generator: unknown argument '\(argument)'. \(usage)", status: 2)
    }
    if parts.count == 2 {
      values[parts[0]] = parts[1]
    } else if let value = remaining.popFirst() {
      values[parts[0]] = value
    } else {
      fail("docs-generator: '\(parts[0])' needs a folder. \(usage)", status: 2)
    }
  }
  return values
}

func packageTree(_ path: String?) -> DiskFileTree {
  if let path { return DiskFileTree(root: URL(fileURLWithPath: path)) }
  let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  guard let root = DiskFileTree.findRoot(from: current) ?? DiskFileTree.findRoot(from: source)
  else { fail("docs-generator: no Package.swift here or above; pass --package-path", status: 1) }
  return DiskFileTree(root: root)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "--help", "-h":
  guard arguments.count == 1 else { fail(usage, status: 2) }
  print(
    """
    \(usage)
      modules   each architecture's folder and the modules its reference documents
      write     the catalogs of the site into the --output folder (replaced whole), from the
                package and the symbol graphs extracted into --symbol-graphs/<folder>/
    """)
case "modules":
  let values = options(arguments.dropFirst(), allowed: ["--package-path"])
  let site = DocumentationSite(
    tree: packageTree(values["--package-path"]), architectures: SiteArchitecture.registered,
    path: SiteLessonStep.registered)
  for architecture in SiteArchitecture.registered {
    print(architecture.folder + "\t" + site.modules(of: architecture).joined(separator: " "))
  }
case "write":
  let values = options(
    arguments.dropFirst(), allowed: ["--symbol-graphs", "--output", "--package-path"])
  guard let graphsFolder = values["--symbol-graphs"], let outputFolder = values["--output"] else {
    fail("docs-generator: write needs --symbol-graphs and --output. \(usage)", status: 2)
  }
  let tree = packageTree(values["--package-path"])
  let site = DocumentationSite(
    tree: ScannedFileTree(tree), architectures: SiteArchitecture.registered,
    path: SiteLessonStep.registered)
  var graphs: [String: [String: Data]] = [:]
  let manager = FileManager.default
  for architecture in SiteArchitecture.registered {
    let folder = URL(fileURLWithPath: graphsFolder).appendingPathComponent(architecture.folder)
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
      graphs[architecture.folder, default: [:]][name] = manager.contents(
        atPath: folder.appendingPathComponent(name).path)
    }
  }
  do {
    let files = try site.files(symbolGraphs: graphs)
    try files.write(to: URL(fileURLWithPath: outputFolder))
    print("wrote \(files.files.count) files into \(outputFolder)")
  } catch {
    fail("docs-generator: \(error)", status: 1)
  }
case nil:
  fail(usage, status: 2)
default:
  fail("docs-generator: unknown command '\(arguments.first ?? "")'. \(usage)", status: 2)
}
