import RepositorySearch

/// Everything an architecture's screens need from outside: the model service, the URL opener,
/// the clock, and the name of the data source for the title line.
///
/// The launcher builds one from the command line; the conformance suite builds one from test
/// doubles. Architectures receive it in their composition root and never reach for globals.
public struct AppEnvironment: Sendable {
  /// Searches repositories: the offline catalog, GitHub, or a test double.
  public var searchService: any RepositorySearchService
  /// Opens web addresses in the browser.
  public var urlOpener: any URLOpening
  /// Drives time-based behaviour such as debouncing.
  public var clock: any Clock<Duration>
  /// Where the data comes from, shown in the title line, such as `offline catalog`.
  public var dataSourceName: String

  /// Creates an environment.
  public init(
    searchService: any RepositorySearchService,
    urlOpener: any URLOpening,
    clock: any Clock<Duration>,
    dataSourceName: String
  ) {
    self.searchService = searchService
    self.urlOpener = urlOpener
    self.clock = clock
    self.dataSourceName = dataSourceName
  }
}
