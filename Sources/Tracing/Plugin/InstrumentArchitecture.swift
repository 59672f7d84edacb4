import Foundation
import PackagePlugin

/// Builds the traced copy of an architecture.
///
/// For the target `TracedMVP`, every Swift file of the targets `MVPPresentation` and `MVP`,
/// rewritten by `trace-instrumenter` so that each method reports its calls (see
/// `Instrumentation`). The architecture's own files are only read.
@main
struct InstrumentArchitecture: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let architecture = String(target.name.dropFirst("Traced".count))
    let presentation = architecture + "Presentation"
    let sources = context.package.targets.filter { [architecture, presentation].contains($0.name) }
    let tool = try context.tool(named: "TraceInstrumenter")
    var inputs: [URL] = []
    var outputs: [URL] = []
    for case let source as SourceModuleTarget in sources {
      for file in source.sourceFiles(withSuffix: "swift") {
        inputs.append(file.url)
        outputs.append(
          context.pluginWorkDirectoryURL.appending(
            path: source.name + "-" + file.url.lastPathComponent))
      }
    }
    let files = zip(inputs, outputs).flatMap { [$0.path, $1.path] }
    return [
      .buildCommand(
        displayName: "Instrumenting \(architecture) for tracing",
        executable: tool.url,
        arguments: [architecture, presentation, "--"] + files,
        inputFiles: inputs,
        outputFiles: outputs)
    ]
  }
}
