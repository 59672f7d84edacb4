import Foundation
import RepositorySearch
import SharedUI

/// Turns the command line into the collaborators an architecture receives: the search service
/// (offline catalog or GitHub, with a simulated fault on top if asked), the URL opener, the
/// clock and the title's data-source name.
struct AppEnvironmentFactory {
  /// The parsed flags.
  let options: LaunchOptions
  /// The process environment, for `GITHUB_TOKEN` and the browser.
  let environment: [String: String]

  /// Builds the environment; throws when the offline catalog cannot be read.
  func makeEnvironment() throws -> AppEnvironment {
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
