import Comparison
import Foundation
import Registry
import SharedUI
import TerminalUI

/// The command line: picks the subcommand and reports problems the same way for all of them.
@MainActor
package enum Compare {
  /// The kit's version, printed by `--version`.
  static let version = "0.1.0"

  /// Runs the subcommand `arguments` name, reading and writing `io`; returns the exit status:
  /// 0, 1 when the comparison cannot be made or the output is closed, 2 for a bad command line.
  package static func run(arguments: [String], environment: [String: String], io: CommandIO)
    async -> Int32
  {
    do {
      if arguments.contains("--help") || arguments.contains("-h") {
        try io.write(HelpText.usage)
        return 0
      }
      let rest = Array(arguments.dropFirst())
      switch arguments.first {
      case "diff":
        return try await DiffCommand(arguments: rest).run(environment: environment, io: io)
      case "run":
        return try await RunCommand(arguments: rest, environment: environment).run(io: io)
      case "graph": return try await GraphCommand(arguments: rest).run(io: io)
      case "path": return try await PathCommand(arguments: rest).run(io: io)
      case "screenshot": return try await ScreenshotCommand(arguments: rest).run(io: io)
      case "table": return try await TableCommand(arguments: rest).run(io: io)
      case "trace":
        return try await TraceCommand(arguments: rest, environment: environment).run(io: io)
      case "vocabulary": return try VocabularyCommand(arguments: rest).run(io: io)
      case "help":
        try io.write(HelpText.usage)
        return 0
      case "--version":
        try io.printOutput("compare (SideBySide \(version))")
        return 0
      default: return try await TableCommand(arguments: arguments).run(io: io)
      }
    } catch is OutputClosed {
      // Nobody is reading any more: end quietly (W5).
      return 1
    } catch let error as UsageError {
      io.printError("compare: \(error.message). Run 'compare --help' for usage.")
      return 2
    } catch let error as ComparisonError {
      io.printError(error.description)
      return 1
    } catch {
      io.printError("compare: \(error)")
      return 1
    }
  }

  /// The registered architecture `name` means: its name, its folder or its demo's name without
  /// `-demo`, in any case, spaces and punctuation ignored (`mvp-router`, `MVPRouter`).
  static func architecture(named name: String) throws(UsageError) -> Architecture {
    func key(_ text: String) -> String {
      text.lowercased().filter { $0.isLetter || $0.isNumber }
    }
    let wanted = key(name)
    let match = Registry.architectures.first { architecture in
      [architecture.name, architecture.folder, String(architecture.executable.dropLast(5))]
        .map(key).contains(wanted)
    }
    guard let match else {
      let known = Registry.architectures.map { String($0.executable.dropLast(5)) }
      throw UsageError(
        "no architecture '\(name)' (registered: \(known.joined(separator: ", ")))")
    }
    return match
  }

  /// The registered architectures `names` mean, for the subcommand `command`; a name that
  /// means one already named is refused, whatever its spelling: its column, pane or trace
  /// would only repeat the first.
  static func architectures(named names: some Sequence<String>, in command: String)
    throws(UsageError) -> [Architecture]
  {
    var found: [(name: String, architecture: Architecture)] = []
    for name in names {
      let architecture = try architecture(named: name)
      if let earlier = found.first(where: { $0.architecture.name == architecture.name }) {
        throw UsageError(
          "'\(command)' names \(architecture.name) twice ('\(earlier.name)' and '\(name)'); "
            + "name each architecture once")
      }
      found.append((name, architecture))
    }
    return found.map(\.architecture)
  }

  /// The architectures as the comparison reads them.
  static func compared(_ architectures: [Architecture]) -> [ComparedArchitecture] {
    architectures.map { ComparedArchitecture(name: $0.name, folder: $0.folder) }
  }

  /// The package's files: `--package-path`, or the nearest folder holding `Package.swift` above
  /// the current one, or the one this tool was built from.
  static func fileTree(packagePath: String?) throws(ComparisonError) -> DiskFileTree {
    if let packagePath {
      let root = URL(fileURLWithPath: packagePath)
      guard
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
      else {
        throw ComparisonError(
          "compare: no Package.swift in '\(packagePath)': --package-path takes the package's folder"
        )
      }
      return DiskFileTree(root: root)
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    guard let root = DiskFileTree.findRoot(from: current) ?? DiskFileTree.findRoot(from: source)
    else {
      throw ComparisonError(
        "compare: no Package.swift here or above; run it in the package or pass --package-path")
    }
    return DiskFileTree(root: root)
  }

  /// Regenerates every block of `blocks`' kind in the package's READMEs and chapters, all or
  /// nothing (see `PackageWrite`), and names each file it changed on `io`.
  static func write(
    _ blocks: EmbeddedBlocks, in tree: DiskFileTree, io: CommandIO,
    finishing: (TextDocument) -> TextDocument = { $0 },
    content: (_ path: String, _ block: EmbeddedBlocks.Block) async throws -> String
  ) async throws -> Int32 {
    let changed: [String]
    do {
      changed = try await blocks.write(
        inPackageAt: tree.root, waiting: reportingWait(on: io), finishing: finishing,
        content: content)
    } catch {
      throw ComparisonError("compare: " + error.description)
    }
    for path in changed { try io.printOutput("updated \(path)") }
    return 0
  }

  /// What says on `io`'s standard error, before it waits, that another run is writing into the
  /// package.
  nonisolated static func reportingWait(on io: CommandIO) -> @Sendable () -> Void {
    let writeError = io.writeError
    return {
      writeError("compare: waiting for another run that writes into this package to finish\n")
    }
  }

  /// True when `io`'s standard output is a terminal and `NO_COLOR` is not set.
  static func usesColor(environment: [String: String], io: CommandIO) -> Bool {
    io.outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
  }
}

/// A command line that cannot be run, with the one line that says why.
struct UsageError: Error {
  let message: String
  /// The error for `message`, sanitized and on one line, whatever argument it quotes.
  init(_ message: String) { self.message = Sanitizer.sanitize(message) }
}
