import Foundation
import TraceInstrumentation

// trace-instrumenter ARCHITECTURE MERGED-MODULE… -- INPUT OUTPUT [INPUT OUTPUT…]
//
// Writes the traced copy of each INPUT to its OUTPUT (see `Instrumentation`). The
// `InstrumentArchitecture` plugin runs it as a build command; it is not meant to be run by hand.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let separator = arguments.firstIndex(of: "--"), separator >= 1 else {
  FileHandle.standardError.write(
    Data("usage: trace-instrumenter ARCHITECTURE MODULE… -- INPUT OUTPUT…\n".utf8))
  exit(2)
}
let instrumentation = Instrumentation(
  architecture: arguments[0], mergedModules: Set(arguments[1..<separator]))
let files = Array(arguments[(separator + 1)...])
for pair in stride(from: 0, to: files.count - 1, by: 2) {
  do {
    let text = try String(contentsOfFile: files[pair], encoding: .utf8)
    try instrumentation.instrument(text).write(
      toFile: files[pair + 1], atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("trace-instrumenter: \(files[pair]): \(error)\n".utf8))
    exit(1)
  }
}
