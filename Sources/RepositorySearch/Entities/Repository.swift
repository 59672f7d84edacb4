import Foundation

/// A GitHub repository, decoded from the search API's `items` array.
///
/// This is the entity every architecture shows. It keeps GitHub's own field names (in Swift
/// spelling) so that the offline catalog and live responses decode through the same code.
public struct Repository: Codable, Hashable, Identifiable, Sendable {
  /// GitHub's numeric identifier.
  public var id: Int
  /// The repository's short name, such as `swift`.
  public var name: String
  /// The owner and name, such as `apple/swift`.
  public var fullName: String
  /// The account that owns the repository; GitHub sends `null` for a deleted account.
  public var owner: Owner?
  /// The one-line description, when the owner wrote one.
  public var description: String?
  /// The repository's page on GitHub.
  public var htmlURL: URL
  /// The project's own web site, when it has one.
  public var homepage: String?
  /// The primary language GitHub detected, when it detected one.
  public var language: String?
  /// The number of stars.
  public var stargazersCount: Int
  /// The number of forks.
  public var forksCount: Int
  /// The number of open issues and pull requests.
  public var openIssuesCount: Int
  /// The topics the owner tagged the repository with; empty when the response omits them.
  public var topics: [String]
  /// The detected license, when there is one.
  public var license: License?
  /// When the repository was created.
  public var createdAt: Date?
  /// When the repository was last updated.
  public var updatedAt: Date?

  /// Creates a repository from its fields.
  public init(
    id: Int,
    name: String,
    fullName: String,
    owner: Owner?,
    description: String?,
    htmlURL: URL,
    homepage: String? = nil,
    language: String?,
    stargazersCount: Int,
    forksCount: Int,
    openIssuesCount: Int,
    topics: [String] = [],
    license: License? = nil,
    createdAt: Date? = nil,
    updatedAt: Date? = nil
  ) {
    self.id = id
    self.name = name
    self.fullName = fullName
    self.owner = owner
    self.description = description
    self.htmlURL = htmlURL
    self.homepage = homepage
    self.language = language
    self.stargazersCount = stargazersCount
    self.forksCount = forksCount
    self.openIssuesCount = openIssuesCount
    self.topics = topics
    self.license = license
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}

extension Repository {
  /// The account that owns a repository.
  public struct Owner: Codable, Hashable, Sendable {
    /// The account name, such as `apple`.
    public var login: String

    /// Creates an owner from its account name.
    public init(login: String) {
      self.login = login
    }
  }

  /// A repository's license as GitHub detected it.
  public struct License: Codable, Hashable, Sendable {
    /// GitHub's short key, such as `mit`.
    public var key: String
    /// The license's full name, such as `MIT License`.
    public var name: String
    /// The SPDX identifier, such as `MIT`, when GitHub knows one.
    public var spdxID: String?

    /// Creates a license.
    public init(key: String, name: String, spdxID: String?) {
      self.key = key
      self.name = name
      self.spdxID = spdxID
    }

    enum CodingKeys: String, CodingKey {
      case key
      case name
      case spdxID = "spdx_id"
    }
  }

  enum CodingKeys: String, CodingKey {
    case id
    case name
    case fullName = "full_name"
    case owner
    case description
    case htmlURL = "html_url"
    case homepage
    case language
    case stargazersCount = "stargazers_count"
    case forksCount = "forks_count"
    case openIssuesCount = "open_issues_count"
    case topics
    case license
    case createdAt = "created_at"
    case updatedAt = "updated_at"
  }

  /// Decodes a repository, reading a missing `topics` key as no topics, and keeping no more of
  /// its texts and topics than ``Limits`` allows.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = Limits.capped(try container.decode(String.self, forKey: .name))
    fullName = Limits.capped(try container.decode(String.self, forKey: .fullName))
    owner = try container.decodeIfPresent(Owner.self, forKey: .owner)
    description = Limits.capped(
      try container.decodeIfPresent(String.self, forKey: .description),
      to: Limits.descriptionLength)
    htmlURL = try container.decode(URL.self, forKey: .htmlURL)
    homepage = Limits.capped(try container.decodeIfPresent(String.self, forKey: .homepage))
    language = Limits.capped(try container.decodeIfPresent(String.self, forKey: .language))
    stargazersCount = try container.decode(Int.self, forKey: .stargazersCount)
    forksCount = try container.decode(Int.self, forKey: .forksCount)
    openIssuesCount = try container.decode(Int.self, forKey: .openIssuesCount)
    topics = Limits.capped(try container.decodeIfPresent([String].self, forKey: .topics) ?? [])
    license = try container.decodeIfPresent(License.self, forKey: .license)
    createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
  }
}
