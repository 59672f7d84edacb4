import RepositorySearch
import Testing

@Suite struct CatalogQueryStarRangeTests {
  typealias StarRange = CatalogQuery.StarRange

  @Test func readsEveryStarsForm() {
    #expect(StarRange(parsing: ">10") == StarRange(minimum: 11))
    #expect(StarRange(parsing: ">=10") == StarRange(minimum: 10))
    #expect(StarRange(parsing: "<10") == StarRange(maximum: 9))
    #expect(StarRange(parsing: "<=10") == StarRange(maximum: 10))
    #expect(StarRange(parsing: "10") == StarRange(minimum: 10, maximum: 10))
    #expect(StarRange(parsing: "10..20") == StarRange(minimum: 10, maximum: 20))
    #expect(StarRange(parsing: "10..*") == StarRange(minimum: 10))
    #expect(StarRange(parsing: "*..20") == StarRange(maximum: 20))
    #expect(StarRange(parsing: "10..20..30") == nil)
    #expect(StarRange(parsing: ">") == nil)
    #expect(StarRange(parsing: "a..b") == nil)
  }

  @Test func starsRangeIncludesBothBounds() {
    let range = StarRange(minimum: 10, maximum: 20)
    #expect(range.contains(10) && range.contains(20))
    #expect(!range.contains(9) && !range.contains(21))
  }

  @Test func starsBeyondLargestNumberAllowNothing() {
    let range = StarRange(parsing: ">\(Int.max)")
    #expect(range?.contains(Int.max) == false)
    #expect(range?.contains(0) == false)
  }
}
