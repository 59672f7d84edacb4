import Foundation

extension HostileGitHub {
  /// The JSON the hostile server sends, in the search API's shape.
  enum Bodies {
    /// Text with an OSC title-set, a clipboard write (OSC 52), a bidi override, a line and a
    /// paragraph separator, a C1 CSI and DEL.
    static let hostileText =
      "Bad\u{1B}]0;pwned\u{07} query\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{2028}next\u{2029}"
      + "\u{202E}txt.exe\u{202C} \u{9B}31m\u{7F}red"

    /// The description of a repository unless it is given another.
    static let defaultDescription = "A repository."
    /// ``defaultDescription`` as it stands in the JSON, quotes and all: what
    /// ``filling(_:with:)`` replaces to pad a page.
    static let descriptionJSON = "\"\(defaultDescription)\""
    /// The topics of every repository, as they stand in the JSON: what ``filling(_:with:)``
    /// replaces to pad a page.
    static let topicsJSON = #"["hostile"]"#

    /// A page of `items` out of `totalCount`.
    static func page(items: [[String: Any]], totalCount: Int, incomplete: Bool = false) -> Data {
      encode(["total_count": totalCount, "incomplete_results": incomplete, "items": items])
    }

    /// Page `page` of the first `count` repositories of ``repositories(page:totalCount:)``,
    /// claiming `totalCount` results: encoded the first time any server of the run sends it,
    /// then shared (see ``PageCache``).
    static func page(
      _ page: Int, of count: Int = .max, claiming totalCount: Int, incomplete: Bool = false
    ) -> Data {
      PageCache.shared.page(
        PageCache.Key(page: page, count: count, totalCount: totalCount, incomplete: incomplete)
      ) {
        Self.page(
          items: repositories(page: page, totalCount: count), totalCount: totalCount,
          incomplete: incomplete)
      }
    }

    /// GitHub's error body with `message`.
    static func message(_ message: String) -> Data {
      encode(["message": message, "documentation_url": "https://docs.github.com/rest"])
    }

    /// The 30 repositories of page `page`, numbered on from the pages before; fewer on the
    /// last page of `totalCount`.
    static func repositories(page: Int, totalCount: Int = .max) -> [[String: Any]] {
      let first = (page - 1) * 30 + 1
      let last = min(page * 30, totalCount)
      guard first <= last else { return [] }
      return (first...last).map { repository(id: $0) }
    }

    /// A repository named `hostile/repository-ID`.
    static func repository(
      id: Int, description: String = defaultDescription, htmlURL: String? = nil
    ) -> [String: Any] {
      [
        "id": id, "name": "repository-\(id)", "full_name": "hostile/repository-\(id)",
        "owner": ["login": "hostile"], "description": description,
        "html_url": htmlURL ?? "https://github.com/hostile/repository-\(id)",
        "language": "Swift", "stargazers_count": 1_000 - id, "forks_count": 1,
        "open_issues_count": 0, "topics": ["hostile"],
      ]
    }

    /// A repository whose counts are the extremes JSON integers can take here.
    static var extremeRepository: [String: Any] {
      var repository = repository(id: 1)
      repository["stargazers_count"] = Int.min
      repository["forks_count"] = Int.max
      repository["open_issues_count"] = Int.min
      return repository
    }

    /// The `Link` header pointing at the page after `page`.
    static func nextLink(after page: Int) -> String {
      "<https://api.github.com/search/repositories?q=x&page=\(page + 1)>; rel=\"next\""
    }

    /// An HTML error page, as a proxy or a wrong address answers.
    static let htmlPage = Data(
      "<!DOCTYPE html>\n<html><head><title>Not Found</title></head>\n<body><h1>404</h1>\u{1B}[2J</body></html>\n"
        .utf8)

    /// `count` bytes of `x`, in quotes: a JSON string of that length, made without the
    /// serializer, which writes a string out character by character.
    static func quotedPadding(count: Int) -> Data {
      Data("\"".utf8) + Data(repeating: UInt8(ascii: "x"), count: max(0, count))
        + Data("\"".utf8)
    }

    /// `body` with every occurrence of each placeholder replaced by its bytes, as they stand,
    /// one placeholder after the other: a replacement is never searched for the placeholders
    /// after it.
    ///
    /// For bodies of megabytes: the body is encoded small, and the padding is written in as
    /// bytes. A replacement must be JSON already, quotes and all.
    static func filling(_ body: Data, with replacements: KeyValuePairs<String, Data>) -> Data {
      func fill(_ part: Data, _ replacements: ArraySlice<(key: String, value: Data)>) -> Data {
        guard let (placeholder, replacement) = replacements.first else { return part }
        let placeholderBytes = Data(placeholder.utf8)
        var filled = Data()
        var rest = part[...]
        while let found = rest.range(of: placeholderBytes) {
          filled += fill(rest[..<found.lowerBound], replacements.dropFirst())
          filled += replacement
          rest = rest[found.upperBound...]
        }
        return filled + fill(rest, replacements.dropFirst())
      }
      return fill(body, Array(replacements)[...])
    }

    private static func encode(_ object: [String: Any]) -> Data {
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
  }
}
