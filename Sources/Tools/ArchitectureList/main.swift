// Prints the registry for the scripts:
//   architectures              one line per architecture: executable, name, folder (tab-separated)
//   architectures --markdown   the README's table
import Foundation
import Registry

let usage = "usage: architectures [--markdown]"
switch Array(CommandLine.arguments.dropFirst()) {
case []:
  for architecture in Registry.architectures {
    print(
      [architecture.executable, architecture.name, architecture.folder].joined(separator: "\t"))
  }
case ["--markdown"]:
  print(Registry.markdownTable, terminator: "")
case ["--help"], ["-h"]:
  print(
    """
    \(usage)
      architectures              one line per architecture: executable, name, folder
      architectures --markdown   the README's table of architectures
    """)
default:
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
