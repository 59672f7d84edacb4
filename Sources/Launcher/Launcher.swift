import Foundation
import SharedUI
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one architecture as a command-line demo: the entry point of every `*-demo` executable.
///
/// ```swift
/// // Sources/MVP/Demo/main.swift
/// await Launcher.main(.mvp)
/// ```
public enum Launcher {
  /// Runs `architecture` with the process's arguments and environment, then exits with 0 on
  /// quit, 1 when the app cannot start, or 2 with a one-line message on a bad flag.
  @MainActor
  public static func main(_ architecture: Architecture) async -> Never {
    StandardStream.reserveClosedDescriptors()
    let status = await run(
      architecture,
      program: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        ?? "demo",
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment)
    exit(status)
  }

  /// Runs `architecture` and returns the exit status.
  @MainActor
  static func run(
    _ architecture: Architecture,
    program: String,
    arguments: [String],
    environment: [String: String]
  ) async -> Int32 {
    let options: LaunchOptions
    do {
      options = try LaunchOptions(arguments: arguments)
    } catch {
      printError("\(program): \(error). Run '\(program) --help' for usage.")
      return 2
    }
    switch options.action {
    case .showHelp:
      return write(HelpText.usage(program: program, architecture: architecture.name))
    case .showVersion:
      return write("\(program) (SideBySide \(HelpText.version))\n")
    case .run:
      break
    }
    let appEnvironment: AppEnvironment
    let factory = AppEnvironmentFactory(options: options, environment: environment)
    if let notice = factory.withheldTokenNotice { printError("\(program): \(notice)") }
    do {
      appEnvironment = try factory.makeEnvironment()
    } catch {
      printError("\(program): \(error)")
      return 1
    }
    let isInteractive =
      SystemTerminal.isTerminal(STDIN_FILENO) && SystemTerminal.isTerminal(STDOUT_FILENO)
    if options.forcesTranscript || !isInteractive {
      return await TranscriptSession(
        architecture: architecture, environment: appEnvironment, size: options.transcriptSize
      ).run()
    }
    let application = Application(
      rootViewController: architecture.makeRootViewController(appEnvironment),
      terminal: SystemTerminal(environment: environment))
    do {
      try await application.run()
      return 0
    } catch {
      printError("\(program): cannot use the terminal: \(error)")
      return 1
    }
  }

  /// Writes `text` to standard output; returns 0, or the failure status when it cannot.
  private static func write(_ text: String) -> Int32 {
    do {
      try StandardStream.output.write(text)
      return 0
    } catch {
      return StandardStream.failureStatus
    }
  }

  /// Writes one line to standard error, sanitized, if it can: the status that follows says
  /// the rest.
  static func printError(_ line: String) {
    try? StandardStream.error.writeLine(Sanitizer.sanitize(line))
  }
}
