import Foundation
import Launcher
import SharedUI
import SplitScreen
import TerminalUI

/// `compare run A B [demo options]`: both architectures live in one split terminal, or side by
/// side in a transcript when input or output is not a terminal.
@MainActor
struct RunCommand {
  private let architectures: [Architecture]
  private let options: LaunchOptions
  private let environment: [String: String]

  init(arguments: [String], environment: [String: String]) throws(UsageError) {
    let names = arguments.prefix { !$0.hasPrefix("-") }
    guard names.count == 2 else {
      throw UsageError("'run' needs two architectures, such as 'compare run mvc mvp'")
    }
    architectures = try Compare.architectures(named: names, in: "run")
    do {
      options = try LaunchOptions(arguments: Array(arguments.dropFirst(2)))
    } catch {
      throw UsageError(error.description)
    }
    self.environment = environment
  }

  func run(io: CommandIO) async throws -> Int32 {
    switch options.action {
    case .showHelp:
      try io.write(HelpText.usage)
      return 0
    case .showVersion:
      try io.printOutput("compare (SideBySide \(Compare.version))")
      return 0
    case .run:
      break
    }
    // One environment per pane: each architecture gets a model of its own.
    let factory = AppEnvironmentFactory(options: options, environment: environment)
    let panes = try architectures.map {
      SplitScreen.Pane(architecture: $0, environment: try factory.makeEnvironment())
    }
    let isInteractive = io.inputIsTerminal && io.outputIsTerminal
    if options.forcesTranscript || !isInteractive {
      // Each step's screens are written at once, so a program can drive it step by step (W3).
      return await SideBySideTranscript(panes[0], panes[1], size: options.transcriptSize)
        .run(
          readLine: io.readLine, write: { try io.printOutput($0) }, writeError: io.printError)
    }
    let screen = SplitScreen(
      panes[0], panes[1], terminal: SystemTerminal(environment: environment))
    try await screen.run()
    return 0
  }
}
