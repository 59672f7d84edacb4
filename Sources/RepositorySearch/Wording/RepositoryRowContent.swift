/// What a results row shows of one repository (S5), as text: `owner/name`, the stars
/// abbreviated, the language and the description.
///
/// Whoever the architecture says formats a row makes one (MVC's controller, MVP's and VIPER's
/// presenters, MVVM's view models, Flux's and Redux's views), and the row's outlets are set
/// from it, so that the words cannot drift apart.
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

  /// Formats a row from a repository's plain fields: the stars abbreviated, then the language
  /// (left out when missing) and the description, or "No description".
  ///
  /// For a layer that is handed plain data rather than the entity, such as VIPER's presenter;
  /// ``init(_:)`` formats through it, so that the rules exist once.
  public init(fullName: String, stargazersCount: Int, language: String?, description: String?) {
    title = fullName
    stars = "★ " + CountFormat.abbreviated(stargazersCount)
    let parts = [language, description ?? "No description"]
    subtitle = parts.compactMap(\.self).joined(separator: " · ")
  }

  /// Formats `repository` as a row.
  public init(_ repository: Repository) {
    self.init(
      fullName: repository.fullName, stargazersCount: repository.stargazersCount,
      language: repository.language, description: repository.description)
  }
}
