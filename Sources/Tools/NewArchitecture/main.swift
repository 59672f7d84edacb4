import ArchitectureCopy
import Comparison
import Foundation

// new-architecture: copies an architecture into a new one, or takes one it added out again;
// Scripts/new-architecture runs it from the package's root. A tool of its own rather than a
// subcommand of `compare`, which is built from every architecture: this one is built from none,
// so that it still runs while a new architecture does not compile.
let usage = "usage: new-architecture NAME --from KEY | new-architecture --remove NAME"
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

if arguments == ["--help"] || arguments == ["-h"] {
  print(
    """
    \(usage)
    Copies the architecture KEY (a key such as mvvm-binding, or a folder) into NAME: its folder
    and tests renamed, its README, its traced copy, its entry in Package.swift and its line in
    Registry.added. --remove NAME takes out exactly what it added. All or nothing.
    """)
  exit(0)
}
let waiting: @Sendable () -> Void = {
  FileHandle.standardError.write(
    Data("new-architecture: waiting for another run that writes into this package\n".utf8))
}
let adds = arguments.count == 3 && arguments[1] == "--from" && !arguments[0].hasPrefix("-")
let removes = arguments.count == 2 && arguments[0] == "--remove" && !arguments[1].hasPrefix("-")
guard adds || removes else { fail(usage, status: 2) }
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
else { fail("new-architecture: no Package.swift here: run it in the package's folder", status: 2) }
do {
  if adds {
    let written = try await ArchitectureWriter.add(
      arguments[0], from: arguments[2], root: root, waiting: waiting)
    let name = try ArchitectureName(arguments[0])
    print("added \(name.folder), a copy of \(arguments[2]): \(written.count) files written")
    print("run it: swift run \(name.demo)")
    print(
      "what you change, next to the original: swift run compare diff \(arguments[2]) \(name.key)")
  } else {
    let (written, deleted) = try await ArchitectureWriter.remove(
      arguments[1], root: root, waiting: waiting)
    print("removed \(arguments[1]): \((deleted + written).joined(separator: ", "))")
  }
} catch let refusal as Refusal {
  fail(refusal.description, status: 2)
} catch {
  fail("new-architecture: \(error)", status: 1)
}
