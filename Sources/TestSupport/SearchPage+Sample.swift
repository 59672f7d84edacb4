import RepositorySearch

extension SearchPage {
  /// Page `number` (30 to a page) of `total` repositories made by `Repository.samples(count:)`.
  public static func sample(page number: Int, of total: Int) -> SearchPage {
    let all = Repository.samples(count: total)
    let start = min(all.count, (number - 1) * SearchPage.defaultPageSize)
    let end = min(all.count, start + SearchPage.defaultPageSize)
    return SearchPage(items: Array(all[start..<end]), totalCount: total, page: number)
  }
}
