import Launcher
import SharedUI
import SplitScreen
import TerminalUI
import TraceSession

extension TraceCommand {
  /// The traced copies live in one terminal, as `compare run` shows the architectures, each
  /// pane over a strip listing the calls of its latest keys.
  ///
  /// The apps run as their demos do by default: the offline catalog with its latency, the real
  /// clock. Only the search service and the clock are wrapped, to report the calls into them.
  func runLive(_ architectures: [Architecture]) async throws -> Int32 {
    let factory = AppEnvironmentFactory(options: LaunchOptions(), environment: environment)
    let panes = try architectures.map { architecture in
      let log = TraceLog(of: architecture)
      return SplitScreen.Pane(
        architecture: architecture,
        environment: Self.traced(try factory.makeEnvironment()),
        strip: PaneStrip(
          title: "calls · " + architecture.name, lines: { log.lines },
          inputWillBeSent: log.keyWillBeSent))
    }
    let screen = SplitScreen(panes: panes, terminal: SystemTerminal(environment: environment))
    try await screen.run()
    return 0
  }

  /// `environment` with its search service and clock reporting each call into them.
  static func traced(_ environment: AppEnvironment) -> AppEnvironment {
    var traced = environment
    traced.searchService = TracedSearchService(base: environment.searchService)
    traced.clock = tracing(environment.clock)
    return traced
  }

  private static func tracing(_ clock: some Clock<Duration>) -> any Clock<Duration> {
    TracedClock(base: clock)
  }
}
