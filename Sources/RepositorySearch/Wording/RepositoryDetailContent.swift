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

  /// Formats the detail screen from a repository's plain fields: the counts grouped, a missing
  /// field as `—` (the description as "No description."), the day of `updatedAt`, and
  /// `htmlURL` as text that may be opened when it is a web page.
  ///
  /// For a layer that is handed plain data rather than the entity, such as VIPER's presenter;
  /// ``init(_:)`` formats through it, so that the rules exist once.
  public init(
    fullName: String, description: String?, stargazersCount: Int, forksCount: Int,
    openIssuesCount: Int, language: String?, topics: [String], licenseName: String?,
    updatedAt: Date?, htmlURL: URL
  ) {
    self.fullName = fullName
    self.description = description ?? "No description."
    stars = CountFormat.grouped(stargazersCount)
    forks = CountFormat.grouped(forksCount)
    openIssues = CountFormat.grouped(openIssuesCount)
    self.language = language ?? "—"
    self.topics = topics.isEmpty ? "—" : topics.joined(separator: ", ")
    license = licenseName ?? "—"
    updated = updatedAt.flatMap(GitHubTimestamp.day) ?? "—"
    url = htmlURL.absoluteString
    canOpenInBrowser = htmlURL.isWebPage
  }

  /// Formats `repository` for the detail screen.
  public init(_ repository: Repository) {
    self.init(
      fullName: repository.fullName, description: repository.description,
      stargazersCount: repository.stargazersCount, forksCount: repository.forksCount,
      openIssuesCount: repository.openIssuesCount, language: repository.language,
      topics: repository.topics, licenseName: repository.license?.name,
      updatedAt: repository.updatedAt, htmlURL: repository.htmlURL)
  }
}
