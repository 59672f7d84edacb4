import Foundation

/// The body of a GitHub search response: the matching repositories and how many there are.
///
/// The offline catalog is stored in this exact shape, so one decoder, made by
/// ``makeDecoder()``, reads both the bundled `catalog.json` and live responses.
public struct SearchResponse: Codable, Hashable, Sendable {
  /// How many repositories match in all, possibly more than can be paged through.
  public var totalCount: Int
  /// True when GitHub's search timed out and `items` may be missing matches.
  public var incompleteResults: Bool
  /// The repositories on this page, best match first.
  public var items: [Repository]

  /// Creates a response from its fields.
  public init(totalCount: Int, incompleteResults: Bool = false, items: [Repository]) {
    self.totalCount = totalCount
    self.incompleteResults = incompleteResults
    self.items = items
  }

  enum CodingKeys: String, CodingKey {
    case totalCount = "total_count"
    case incompleteResults = "incomplete_results"
    case items
  }

  /// Makes the decoder for GitHub's JSON: ISO-8601 dates such as `2014-06-02T17:17:13Z`,
  /// read by ``GitHubTimestamp``.
  ///
  /// Field names are mapped by each type's own `CodingKeys`, not by a key strategy, so that
  /// `html_url` becomes `htmlURL` rather than `htmlUrl`.
  public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = GitHubTimestamp.date(from: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected an ISO-8601 date and time, not \(text).")
      }
      return date
    }
    return decoder
  }
}
