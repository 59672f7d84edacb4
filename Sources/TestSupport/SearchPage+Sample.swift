import RepositorySearch

extension SearchPage {
  /// Page `number` (30 to a page) of `total` matches, cut from `repositories` — by default the
  /// ones `Repository.samples(count:)` makes.
  public static func sample(
    page number: Int, of total: Int, from repositories: [Repository]? = nil
  ) -> SearchPage {
    let all = repositories ?? Repository.samples(count: total)
    let start = min(all.count, (number - 1) * SearchPage.defaultPageSize)
    let end = min(all.count, start + SearchPage.defaultPageSize)
    return SearchPage(items: Array(all[start..<end]), totalCount: total, page: number)
  }
}
