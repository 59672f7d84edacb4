import Foundation

extension HostileGitHub {
  /// The JSON the hostile server sends, in the search API's shape.
  enum Bodies {
    /// Text with an OSC title-set, a clipboard write (OSC 52), a bidi override, a line and a
    /// paragraph separator, a C1 CSI and DEL.
    static let hostileText =
      "Bad\u{1B}]0;pwned\u{07} query\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{2028}next\u{2029}"
      + "\u{202E}txt.exe\u{202C} \u{9B}31m\u{7F}red"

    /// Every repository's description, as it stands in the JSON, quotes and all: what
    /// ``filling(_:with:)`` replaces to pad a page.
    static let descriptionJSON = #""A repository.""#
    /// Every repository's topics, as they stand in the JSON: what ``filling(_:with:)``
    /// replaces to pad a page.
    static let topicsJSON = #"["hostile"]"#

    /// A page of `items`, each a repository's JSON, out of `totalCount`.
    static func page(items: [String], totalCount: Int, incomplete: Bool = false) -> Data {
      Data(
        """
        {"incomplete_results":\(incomplete),"items":[\(items.joined(separator: ","))],\
        "total_count":\(totalCount)}
        """.utf8)
    }

    /// Page `page` of the first `count` repositories of ``repositories(page:totalCount:)``,
    /// claiming `totalCount` results: written the first time any server of the run sends it,
    /// then read from ``writtenPages``.
    static func page(
      _ page: Int, of count: Int = .max, claiming totalCount: Int, incomplete: Bool = false
    ) -> Data {
      writtenPages.page(
        PageCache.Key(page: page, count: count, totalCount: totalCount, incomplete: incomplete)
      ) {
        Self.page(
          items: repositories(page: page, totalCount: count), totalCount: totalCount,
          incomplete: incomplete)
      }
    }

    /// The pages ``page(_:of:claiming:incomplete:)`` has written in this run.
    private static let writtenPages = PageCache()

    /// GitHub's error body with `message`, which may hold anything: it goes through the
    /// serializer, which escapes what JSON must.
    static func message(_ message: String) -> Data {
      let body = ["message": message, "documentation_url": "https://docs.github.com/rest"]
      return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    /// The 30 repositories of page `page`, numbered on from the pages before; fewer on the
    /// last page of `totalCount`.
    static func repositories(page: Int, totalCount: Int = .max) -> [String] {
      let first = (page - 1) * 30 + 1
      let last = min(page * 30, totalCount)
      guard first <= last else { return [] }
      return (first...last).map { repository(id: $0) }
    }

    /// A repository named `hostile/repository-ID`, as JSON, with these counts.
    ///
    /// Written from a template rather than through the serializer, which is slow at pages of
    /// them: every text in it is the server's own and plain, with nothing JSON escapes. An
    /// `htmlURL` that is not plain stops the run.
    static func repository(
      id: Int, htmlURL: String? = nil, stars: Int? = nil, forks: Int = 1, openIssues: Int = 0
    ) -> String {
      if let htmlURL {
        precondition(
          htmlURL.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\"" && $0 != "\\" },
          "\(htmlURL) would need escaping")
      }
      return """
        {"description":\(descriptionJSON),"forks_count":\(forks),\
        "full_name":"hostile/repository-\(id)",\
        "html_url":"\(htmlURL ?? "https://github.com/hostile/repository-\(id)")","id":\(id),\
        "language":"Swift","name":"repository-\(id)","open_issues_count":\(openIssues),\
        "owner":{"login":"hostile"},"stargazers_count":\(stars ?? 1_000 - id),\
        "topics":\(topicsJSON)}
        """
    }

    /// A repository whose counts are the extremes JSON integers can take here.
    static var extremeRepository: String {
      repository(id: 1, stars: Int.min, forks: Int.max, openIssues: Int.min)
    }

    /// The `Link` header pointing at the page after `page`.
    static func nextLink(after page: Int) -> String {
      "<https://api.github.com/search/repositories?q=x&page=\(page + 1)>; rel=\"next\""
    }

    /// An HTML error page, as a proxy or a wrong address answers.
    static let htmlPage = Data(
      "<!DOCTYPE html>\n<html><head><title>Not Found</title></head>\n<body><h1>404</h1>\u{1B}[2J</body></html>\n"
        .utf8)

    /// `count` bytes of `x`, in quotes: a JSON string of that length, made in one piece without
    /// the serializer, which writes a string out character by character.
    static func quotedPadding(count: Int) -> Data {
      var padding = Data(repeating: UInt8(ascii: "x"), count: max(0, count) + 2)
      padding[padding.startIndex] = UInt8(ascii: "\"")
      padding[padding.endIndex - 1] = UInt8(ascii: "\"")
      return padding
    }

    /// `body` with every occurrence of each placeholder replaced by its bytes, as they stand,
    /// one placeholder after the other: a replacement is never searched for the placeholders
    /// after it.
    ///
    /// For bodies of megabytes: the body is written small, and the padding is written in as
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
  }
}
