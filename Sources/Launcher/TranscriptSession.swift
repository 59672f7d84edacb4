import SharedUI
import TerminalUI

/// The line-oriented mode (W3): reads one step per line, drives the app with the keys a
/// person would press, and prints the screen after each step as plain text.
@MainActor
struct TranscriptSession {
  /// The architecture to run.
  let architecture: Architecture
  /// Its collaborators.
  let environment: AppEnvironment
  /// The size of the printed screen.
  let size: Size

  /// Runs until `:quit`, Ctrl-C or the end of the input; returns the exit status.
  func run(
    readLine: () -> String? = { Swift.readLine(strippingNewline: true) },
    write: (String) -> Void = { print($0) }
  ) async -> Int32 {
    let monitor = SearchActivityMonitor(wrapping: environment.searchService)
    var environment = environment
    environment.searchService = monitor
    let terminal = HeadlessTerminal(size: size)
    let application = Application(
      rootViewController: architecture.makeRootViewController(environment), terminal: terminal)
    let runLoop = Task { try? await application.run() }
    await settle()
    write(screen("launch", of: application, on: terminal))
    while application.isRunning, let line = readLine() {
      let command: TranscriptCommand
      do {
        command = try TranscriptCommand(line: line)
      } catch {
        Launcher.printError("transcript: " + error.message)
        continue
      }
      perform(command, on: application)
      await settle()
      await monitor.waitUntilIdle()
      await settle()
      guard application.isRunning else { break }
      write(screen(line, of: application, on: terminal))
    }
    application.quit()
    terminal.finish()
    await runLoop.value
    return 0
  }

  private func perform(_ command: TranscriptCommand, on application: Application) {
    func press(_ key: Key, times: Int = 1) {
      for _ in 0..<times { application.handle(.press(key)) }
    }
    switch command {
    case .search(let text):
      focusSearchBar(of: application)
      press(.end)
      press(.control("u"))
      for character in text { press(.character(character)) }
      press(.enter)
    case .select(let row):
      dismissAlert(of: application)
      if application.firstResponder is SearchBar { press(.down) }
      press(.home)
      press(.down, times: row - 1)
    case .open:
      press(.enter)
    case .back:
      press(.escape)
    case .press(let key):
      press(key)
    case .quit:
      press(.control("c"))
    }
  }

  /// Dismisses an alert and backs out to the search bar, without ever quitting.
  private func focusSearchBar(of application: Application) {
    dismissAlert(of: application)
    for _ in 0..<4 where !(application.firstResponder is SearchBar) {
      application.handle(.press(.home))
      application.handle(.press(.up))
      if !(application.firstResponder is SearchBar) { application.handle(.press(.escape)) }
    }
  }

  private func dismissAlert(of application: Application) {
    for _ in 0..<4 where application.isPresentingModally {
      application.handle(.press(.escape))
    }
  }

  private func screen(_ step: String, of application: Application, on terminal: HeadlessTerminal)
    -> String
  {
    application.render()
    var lines = terminal.lines
    while lines.last?.isEmpty == true { lines.removeLast() }
    return "── \(step)\n" + lines.joined(separator: "\n")
  }

  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
