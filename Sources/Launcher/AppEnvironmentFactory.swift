import Foundation
import RepositorySearch
import SharedUI

/// Turns the command line into the collaborators an architecture receives: the search service
/// (offline catalog or GitHub, with a simulated fault on top if asked), the URL opener, the
/// clock and the title's data-source name.
///
/// Every demo builds one environment with it; `compare run` builds one per pane, so that each
/// architecture has a model of its own.
public struct AppEnvironmentFactory {
  /// The parsed flags.
  public let options: LaunchOptions
  /// The process environment, for `GITHUB_TOKEN` and the browser.
  public let environment: [String: String]

  /// A factory for `options`, reading `environment`.
  public init(options: LaunchOptions, environment: [String: String]) {
    self.options = options
    self.environment = environment
  }

  /// The line to print once when `GITHUB_TOKEN` is set but will not be sent; else `nil`.
  ///
  /// A token goes only over HTTPS or to this machine, and only when it can be a token at all
  /// (no line break inside); the line says which, never showing the token.
  var withheldTokenNotice: String? {
    guard case .live(let apiURL) = options.dataSource else { return nil }
    if GitHubClient.hasUnusableToken(in: environment) {
      return "GITHUB_TOKEN is not used: it holds a line break, a space or a control character "
        + "inside, which no token has"
    }
    guard GitHubClient.tokenFromEnvironment(environment) != nil,
      !GitHubClient.sendsToken(to: apiURL)
    else { return nil }
    return "GITHUB_TOKEN is set but not sent to \(apiURL.host ?? apiURL.absoluteString): "
      + "a token goes only over HTTPS, or to this machine"
  }

  /// Builds the environment; throws when the offline catalog cannot be read.
  public func makeEnvironment() throws -> AppEnvironment {
    let clock = ContinuousClock()
    var service: any RepositorySearchService
    var dataSourceName: String
    switch options.dataSource {
    case .offlineCatalog(let latency):
      service = try BackgroundCatalog.bundled(latency: latency, clock: clock)
      dataSourceName = "offline catalog"
    case .live(let apiURL):
      service = GitHubClient(
        baseURL: apiURL, token: GitHubClient.tokenFromEnvironment(environment))
      dataSourceName = apiURL == GitHubClient.publicAPIURL ? "GitHub" : apiURL.host ?? "GitHub"
    }
    if let fault = options.simulatedFault {
      service = FaultInjectingSearchService(wrapping: service, fault: fault, clock: clock)
      dataSourceName += ", simulating \(fault.rawValue)"
    }
    return AppEnvironment(
      searchService: service,
      urlOpener: SystemURLOpener(environment: environment),
      clock: clock,
      dataSourceName: dataSourceName)
  }
}
