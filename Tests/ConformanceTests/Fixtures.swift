import Foundation
import RepositorySearch
import TestSupport

/// The repositories the scripted service answers with: a few realistic rows that exercise the
/// layout (long, missing and Japanese descriptions; every star abbreviation) and generated ones
/// to fill pages.
enum Fixtures {
  /// Rows chosen to show every formatting case on the first screen.
  static let featured: [Repository] = [
    .sample(
      id: 1, name: "swift", owner: "swiftlang",
      description: "The Swift programming language: compiler, standard library and the tools "
        + "that build them, in one repository that keeps growing every single year",
      language: "C++", stars: 68_400, forks: 10_400, openIssues: 7_600,
      topics: ["swift", "compiler", "language"],
      license: Repository.License(
        key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0"),
      updatedAt: Date(timeIntervalSince1970: 1_790_000_000)),
    .sample(
      id: 2, name: "Alamofire", owner: "Alamofire",
      description: "Elegant HTTP networking in Swift", language: "Swift", stars: 1_100_000),
    .sample(
      id: 3, name: "awesome-swift", owner: "matteocrippa", description: nil, language: nil,
      stars: 1_250),
    .sample(
      id: 4, name: "KeychainAccess", owner: "kishikawakatsumi",
      description: "キーチェーンを簡単に扱える Swift のラッパー", language: "Swift", stars: 999),
  ]

  /// `count` repositories: the featured ones first, then generated ones.
  ///
  /// Each count's list is made once: every page a test answers with asks for the list it is
  /// cut from, up to 1,000 repositories for a page of the last results GitHub gives.
  static func repositories(count: Int) -> [Repository] {
    lock.withLock {
      if let list = made[count] { return list }
      let generated = Repository.samples(count: max(0, count - featured.count), owner: "swift-fan")
      let list = Array((featured + generated).prefix(count))
      made[count] = list
      return list
    }
  }

  /// The lists ``repositories(count:)`` made, by count; read and written under `lock`.
  nonisolated(unsafe) private static var made: [Int: [Repository]] = [:]
  private static let lock = NSLock()

  /// Page `page` (30 rows a page) of `total` matching repositories.
  static func page(_ page: Int, of total: Int) -> SearchPage {
    .sample(
      page: page, of: total,
      from: repositories(count: min(total, SearchPage.resultLimit)))
  }

  /// A page with no rows.
  static let noResults = SearchPage(items: [], totalCount: 0, page: 1)

  /// A repository whose every text field carries something hostile (W2).
  static let hostile = Repository.sample(
    id: 99, name: "evil\u{1B}[2Jname", owner: "mallory",
    description:
      "Copy me \u{1B}]52;c;cm0gLXJmIH4=\u{07} then \u{202E}txt.exe\u{202C} and \u{9B}31m red\r\nnext",
    language: "Sh\u{7F}ell", stars: 1, topics: ["\u{1B}[31mred"])
}
