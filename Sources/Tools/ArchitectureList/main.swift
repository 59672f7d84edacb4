// Prints the registry for the scripts:
//   architectures              one line per architecture: executable, name, folder (tab-separated)
//   architectures --markdown   the README's table
//   architectures --targets    one line per target of Package.swift as the kit's tools read it:
//                              name, kind, folder, dependencies (sorted, comma-separated)
import Comparison
import Foundation
import Registry

let usage = "usage: architectures [--markdown | --targets]"
switch Array(CommandLine.arguments.dropFirst()) {
case []:
  for architecture in Registry.architectures {
    print(
      [architecture.executable, architecture.name, architecture.folder].joined(separator: "\t"))
  }
case ["--markdown"]:
  print(Registry.markdownTable, terminator: "")
case ["--targets"]:
  let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  guard let root = DiskFileTree.findRoot(from: current),
    let text = DiskFileTree(root: root).contents(of: "Package.swift")
  else {
    FileHandle.standardError.write(Data("architectures: no Package.swift here or above\n".utf8))
    exit(1)
  }
  for target in PackageManifest(text: text).targets.sorted(by: { $0.name < $1.name }) {
    print(
      [target.name, target.kind, target.path, target.dependencies.sorted().joined(separator: ",")]
        .joined(separator: "\t"))
  }
case ["--help"], ["-h"]:
  print(
    """
    \(usage)
      architectures              one line per architecture: executable, name, folder
      architectures --markdown   the README's table of architectures
      architectures --targets    Package.swift's targets as the kit's tools read them
    """)
default:
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
