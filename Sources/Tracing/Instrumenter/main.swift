import Comparison
import Foundation
import TraceInstrumentation

// trace-instrumenter: writes the traced copy of every architecture (see `TracedCopy`) into
// Sources/Tracing/Generated/, one folder per architecture folder there, and the traced
// registry's list of them (`TracedRegistryFile`), and says which files changed. TracingTests fails, naming this command, when a copy is behind its architecture.
//
// All or nothing, as `compare … --write` is (see `PackageWrite`): under the package's lock, every
// copy is worked out and checked first, then written beside its file and renamed into place,
// with the files no longer generated removed in the same change. Killed before that last
// step, it leaves the copies as they were.
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
var removed: Set<String> = []

/// Says, before it waits, that another run is writing into the package.
@Sendable func reportWaiting() {
  let line = "trace-instrumenter: waiting for another run that writes into this package to finish"
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

do {
  let changed = try await PackageWrite.run(root: root, waiting: reportWaiting) { write in
    let folders = (try? manager.contentsOfDirectory(atPath: traced.path)) ?? []
    var copies: [(folder: String, files: [TracedCopy.File])] = []
    for architecture in folders.sorted()
    where manager.fileExists(atPath: root.appending(path: "Sources/\(architecture)/UI").path) {
      let copy = TracedCopy(architecture: architecture)
      let wanted = try copy.files(root: root)
      copies.append((architecture, wanted))
      for file in try copy.filesOnDisk(root: root)
      where !wanted.contains(where: { $0.path == file.path }) {
        try write.remove(file.path)
        removed.insert(file.path)
      }
      // Only what changed is written, so that the build recompiles only that.
      for file in wanted { try write.replace(file.path, with: Data(file.text.utf8)) }
    }
    // The list of the copies, which imports each one, in the same change.
    let registry = TracedRegistryFile.text(copies: copies)
    try write.replace(TracedRegistryFile.path, with: Data(registry.utf8))
  }
  for path in changed { print(removed.contains(path) ? "removed \(path)" : "wrote \(path)") }
} catch {
  FileHandle.standardError.write(Data("trace-instrumenter: \(error)\n".utf8))
  exit(1)
}
