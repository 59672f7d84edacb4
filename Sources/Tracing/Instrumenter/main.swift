import Foundation
import TraceInstrumentation

// trace-instrumenter: writes the traced copy of every architecture (see `TracedCopy`) into
// Sources/Tracing/Generated/, one folder per architecture folder there, and says which files
// changed. TracingTests fails, naming this command, when a copy is behind its architecture.
let usage = "usage: trace-instrumenter [--help]"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] {
  print(
    """
    \(usage)
    Writes Sources/Tracing/Generated/<folder>/ from Sources/<folder>/Presentation and UI, for each
    architecture folder there, with a trace call at the entry of every method.
    """)
  exit(0)
}
guard arguments.isEmpty else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}

// The package this tool was built from: Sources/Tracing/Instrumenter/main.swift, four up.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let manager = FileManager.default
let traced = root.appending(path: TracedCopy.folder)
let folders = (try? manager.contentsOfDirectory(atPath: traced.path)) ?? []
do {
  var copies: [(folder: String, files: [TracedCopy.File])] = []
  for architecture in folders.sorted()
  where manager.fileExists(atPath: root.appending(path: "Sources/\(architecture)/UI").path) {
    let copy = TracedCopy(architecture: architecture)
    let wanted = try copy.files(root: root)
    copies.append((architecture, wanted))
    let present = try copy.filesOnDisk(root: root)
    for file in present where !wanted.contains(where: { $0.path == file.path }) {
      try manager.removeItem(at: root.appending(path: file.path))
      print("removed \(file.path)")
    }
    // Only what changed is written, so that the build recompiles only that.
    for file in wanted where !present.contains(file) {
      try file.text.write(to: root.appending(path: file.path), atomically: true, encoding: .utf8)
      print("wrote \(file.path)")
    }
  }
  // The list of the copies, which imports each one.
  let registry = TracedRegistryFile.text(copies: copies)
  let registryFile = root.appending(path: TracedRegistryFile.path)
  if (try? String(contentsOf: registryFile, encoding: .utf8)) != registry {
    try registry.write(to: registryFile, atomically: true, encoding: .utf8)
    print("wrote \(TracedRegistryFile.path)")
  }
} catch {
  FileHandle.standardError.write(Data("trace-instrumenter: \(error)\n".utf8))
  exit(1)
}
