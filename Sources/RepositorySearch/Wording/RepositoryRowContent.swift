/// What a results row shows of one repository (S5), as text: `owner/name`, the stars
/// abbreviated, the language and the description.
///
/// Whoever the architecture says formats a row makes one (MVC's controller, MVP's view, VIPER's
/// presenter) and sets the row's outlets from it, so that the words cannot drift apart.
public struct RepositoryRowContent: Hashable, Sendable {
  /// The first line: `owner/name`.
  public var title: String
  /// The first line's right end: the stars, abbreviated, such as `★ 1.2k`.
  public var stars: String
  /// The second line: the language and the description, or "No description".
  public var subtitle: String

  /// Creates a row's content from its texts.
  public init(title: String, stars: String, subtitle: String) {
    self.title = title
    self.stars = stars
    self.subtitle = subtitle
  }

  /// Formats `repository` as a row.
  public init(_ repository: Repository) {
    title = repository.fullName
    stars = "★ " + CountFormat.abbreviated(repository.stargazersCount)
    let parts = [repository.language, repository.description ?? "No description"]
    subtitle = parts.compactMap(\.self).joined(separator: " · ")
  }
}
