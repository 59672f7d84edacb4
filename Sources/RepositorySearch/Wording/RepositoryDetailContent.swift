import Foundation

/// What the detail screen shows of one repository (D1), as text, and whether its page can be
/// opened (D2).
///
/// Counts are grouped (`1,234`), a missing field reads `—`, the last update is a day. Whoever
/// the architecture says fills the screen makes one and sets the screen's outlets from it.
public struct RepositoryDetailContent: Hashable, Sendable {
  /// `owner/name`.
  public var fullName: String
  /// The description, or "No description.".
  public var description: String
  /// The stars, grouped.
  public var stars: String
  /// The forks, grouped.
  public var forks: String
  /// The open issues, grouped.
  public var openIssues: String
  /// The language, or `—`.
  public var language: String
  /// The topics, comma-separated, or `—`.
  public var topics: String
  /// The license's name, or `—`.
  public var license: String
  /// The day of the last update, such as `2024-05-01`, or `—`.
  public var updated: String
  /// The page's address.
  public var url: String
  /// True when the address is a web page, which the browser may be asked to open.
  public var canOpenInBrowser: Bool

  /// Formats `repository` for the detail screen.
  public init(_ repository: Repository) {
    fullName = repository.fullName
    description = repository.description ?? "No description."
    stars = CountFormat.grouped(repository.stargazersCount)
    forks = CountFormat.grouped(repository.forksCount)
    openIssues = CountFormat.grouped(repository.openIssuesCount)
    language = repository.language ?? "—"
    topics = repository.topics.isEmpty ? "—" : repository.topics.joined(separator: ", ")
    license = repository.license?.name ?? "—"
    updated = repository.updatedAt.flatMap(GitHubTimestamp.day) ?? "—"
    url = repository.htmlURL.absoluteString
    canOpenInBrowser = repository.htmlURL.isWebPage
  }
}
