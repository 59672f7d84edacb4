import Comparison
import Foundation
import Launcher
import SharedUI
import TerminalUI
import TraceSession
import TracedArchitectures

/// `compare trace A [B]`: the calls each step makes, object to object.
///
/// It runs the traced copy of each architecture (see Sources/Tracing/README.md): live in a
/// terminal, piped as text, `--mermaid` as a sequence diagram, and `--write` for every diagram
/// the documentation embeds.
@MainActor
struct TraceCommand {
  /// The process environment, for the terminal and the browser of a live run.
  let environment: [String: String]
  private var names: [String] = []
  private var drawsMermaid = false
  private var package = PackageOptions()

  init(arguments: [String], environment: [String: String]) throws(UsageError) {
    self.environment = environment
    var reader = OptionReader(arguments)
    while let (flag, inline) = reader.next() {
      if try reader.readPackageOption(flag, inline: inline, into: &package) { continue }
      switch flag {
      case "--mermaid":
        try reader.refuseValue(of: flag, inline: inline)
        drawsMermaid = true
      case let word where word.hasPrefix("-"): throw UsageError("unknown option '\(word)'")
      default: names.append(flag)
      }
    }
    if package.writes {
      guard names.isEmpty, !drawsMermaid else {
        throw UsageError("'trace --write' takes no architecture: it redraws every embedded diagram")
      }
    } else if drawsMermaid {
      guard names.count == 1 else {
        throw UsageError(
          "'trace --mermaid' needs one architecture, such as 'compare trace mvp --mermaid'")
      }
    } else {
      guard (1...2).contains(names.count) else {
        throw UsageError(
          "'trace' needs one or two architectures, such as 'compare trace mvp mvvm-binding'")
      }
    }
  }

  func run(io: CommandIO) async throws -> Int32 {
    do {
      return try await runChecked(io: io)
    } catch let error as TranscriptCommand.ParseError {
      throw ComparisonError("compare trace: " + error.message)
    } catch let refusal as TraceRefusal {
      throw ComparisonError("compare trace: " + refusal.message)
    }
  }

  private func runChecked(io: CommandIO) async throws -> Int32 {
    if let path = package.path { _ = try Compare.fileTree(packagePath: path) }
    if package.writes { return try await write(io: io) }
    // Two panes of one architecture: their calls, told apart by architecture only, would mix.
    let architectures = try Compare.architectures(named: names, in: "trace").map(Self.traced)
    if drawsMermaid && io.inputIsTerminal {
      // It would wait for a script typed by hand, with no prompt.
      throw UsageError(
        "'trace --mermaid' reads a script from its input, such as "
          + "'compare trace mvp --mermaid < Tutorials/traces/search.txt'")
    }
    let isInteractive = io.inputIsTerminal && io.outputIsTerminal
    if !drawsMermaid && isInteractive { return try await runLive(architectures) }
    return try await runPiped(architectures, io: io)
  }

  /// The traced copy of the registered architecture `registered`.
  static func traced(_ registered: Architecture) throws(UsageError) -> Architecture {
    guard let traced = TracedRegistry.architectures.first(where: { $0.name == registered.name })
    else { throw UsageError("no traced copy of '\(registered.name)'") }
    return traced
  }

  /// Reads the steps as a demo's transcript does (W3): one line at a time as it arrives.
  ///
  /// Stops after the step that quits. As text, each step is printed with each architecture's
  /// calls before the next is read, so a program can drive it step by step; with `--mermaid`,
  /// the diagram of the steps after the scene follows the last.
  private func runPiped(_ architectures: [Architecture], io: CommandIO) async throws -> Int32 {
    let runs = try architectures.map { try TracedRun(architecture: $0) }
    for run in runs { _ = await run.start() }
    var drawn: [TracedStep] = []
    var number = 0
    var stepCount = 0
    while runs.allSatisfy(\.isRunning), let text = io.readLine() {
      number += 1
      if text == TraceScript.sceneEnd { drawn = [] }
      for line in try TraceScript.lines(in: text, number: number)
      where runs.allSatisfy(\.isRunning) {
        stepCount += 1
        guard let steps = try await perform(line, on: runs, io: io) else { continue }
        drawn.append(steps[0])
      }
    }
    for run in runs { await run.stop() }
    guard stepCount > 0 else {
      // Silence and status 0 would read as "these keys make no call".
      throw UsageError(
        "'trace' read no step from its input; pipe steps, such as "
          + "'compare trace mvp < Tutorials/traces/typing.txt', or run it in a terminal")
    }
    if drawsMermaid { try io.printOutput(SequenceDiagram.mermaid(drawn)) }
    return 0
  }

  /// Performs `line` on every run and, as text, prints it with each run's calls on `io`;
  /// returns each run's step, or `nil` when the step cannot be done, said once on its standard
  /// error.
  private func perform(_ line: TraceScript.Line, on runs: [TracedRun], io: CommandIO)
    async throws -> [TracedStep]?
  {
    var steps: [TracedStep] = []
    for run in runs {
      switch await run.perform(line.step) {
      case .success(let events): steps.append(TracedStep(line: line.text, events: events))
      case .failure(let refusal):
        // Both apps show the same screen, so a step one refuses is refused by both.
        io.printError("compare trace: " + refusal.message)
        return nil
      }
    }
    guard !drawsMermaid else { return steps }
    var text = ["── " + Sanitizer.sanitize(line.text)]
    for (run, step) in zip(runs, steps) {
      text.append(run.architecture.name)
      let lines = TraceLine.lines(step.events)
      text += lines.map { "  " + Sanitizer.sanitize($0.text) }
      if lines.isEmpty { text.append("  (no call between objects)") }
    }
    try io.printOutput(text.joined(separator: "\n"))
    return steps
  }

  /// Redraws every `<!-- compare trace ARCHITECTURE SCRIPT -->` block from its script.
  private func write(io: CommandIO) async throws -> Int32 {
    let tree = try Compare.fileTree(packagePath: package.path)
    // A key embedded in several documents (a README and a chapter in two languages) is run once.
    var diagrams: [String: String] = [:]
    return try await Compare.write(.traces, in: tree, io: io) { _, block in
      if let diagram = diagrams[block.key] { return diagram }
      let diagram: String
      do {
        diagram = try await EmbeddedTrace.diagram(for: block.key) { tree.contents(of: $0) }
      } catch let error as TranscriptCommand.ParseError {
        throw ComparisonError(error.message)
      } catch let refusal as TraceRefusal {
        throw ComparisonError(refusal.message)
      } catch let failure as EmbeddedTrace.Failure {
        throw ComparisonError(failure.description)
      }
      diagrams[block.key] = diagram
      return diagram
    }
  }
}
