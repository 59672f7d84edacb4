// Prints the registry for the scripts:
//   architectures              one line per architecture: executable, name, folder (tab-separated)
//   architectures --markdown   the README's table
import Foundation
import Registry

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case nil:
  for architecture in Registry.architectures {
    print(
      [architecture.executable, architecture.name, architecture.folder].joined(separator: "\t"))
  }
case "--markdown":
  print(Registry.markdownTable, terminator: "")
default:
  FileHandle.standardError.write(Data("usage: architectures [--markdown]\n".utf8))
  exit(2)
}
