import Foundation
import RepositorySearch
import TerminalUI

/// The demo's command-line flags, parsed by hand (the toolchain has no argument parser).
public struct LaunchOptions: Equatable, Sendable {
  /// Where the searches go.
  public enum DataSource: Equatable, Sendable {
    /// The catalog embedded in the package, answering after `latency`.
    case offlineCatalog(latency: Duration)
    /// GitHub's REST API at `apiURL`.
    case live(apiURL: URL)
  }

  /// What the invocation asks for.
  public enum Action: Equatable, Sendable {
    /// Run the search screen.
    case run
    /// Print the usage and exit.
    case showHelp
    /// Print the version and exit.
    case showVersion
  }

  /// The default simulated latency: long enough to see the loading indicator.
  public static let defaultLatency = Duration.milliseconds(700)

  /// What to do.
  public var action: Action = .run
  /// Where the searches go.
  public var dataSource: DataSource = .offlineCatalog(latency: defaultLatency)
  /// A failure to simulate on every search, for study.
  public var simulatedFault: FaultInjectingSearchService.Fault?
  /// True to print a plain-text transcript even when attached to a terminal.
  public var forcesTranscript = false
  /// The screen size of a transcript.
  public var transcriptSize = Size(width: 80, height: 24)

  /// The options with every default.
  public init() {}
}
