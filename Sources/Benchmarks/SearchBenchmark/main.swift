// Times the offline catalog's search: the queries a person types, over the bundled catalog and
// over 100,000 made-up repositories. Run in release mode, from `Scripts/benchmark`:
//   search-benchmark          a table per catalog
//   search-benchmark --tsv    `bundled` and `synthetic`, each with its slowest query's median
//                             in milliseconds
import Foundation
import RepositorySearch

let queries = [
  "swift",
  "json parser",
  "language:swift",
  "web framework language:go",
  "stars:>10000",
  "user:apple",
  "http client stars:100..50000",
  "a",
  "no-repository-is-called-this",
]

let isTabSeparated = CommandLine.arguments.contains("--tsv")

/// Prints the median and 95th percentile of every query over `catalog`; with `--tsv`, one line
/// with the slowest median.
func report(_ catalog: OfflineCatalog, title: String, key: String, iterations: Int) throws {
  if !isTabSeparated {
    print("\n\(title): \(catalog.repositories.count) repositories, \(iterations) runs per query")
    print("query".padding(30) + "matches".padding(10) + "median".padding(13) + "p95")
  }
  var slowest = Duration.zero
  for text in queries {
    let query = try SearchQuery(text)
    let matches = catalog.search(query, page: 1).totalCount
    let timing = Timing(iterations: iterations) { _ = catalog.search(query, page: 1) }
    slowest = max(slowest, timing.median)
    if !isTabSeparated {
      print(
        text.padding(30) + "\(matches)".padding(10) + timing.median.milliseconds.padding(13)
          + timing.percentile95.milliseconds)
    }
  }
  if isTabSeparated {
    print(key + "\t" + slowest.milliseconds.replacingOccurrences(of: " ms", with: ""))
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}

let bundled = try OfflineCatalog.bundled()
if bundled.repositories.isEmpty {
  print("The bundled catalog is empty: only the synthetic catalog is timed.")
} else {
  try report(bundled, title: "Bundled catalog", key: "bundled", iterations: 1_000)
}

let clock = ContinuousClock()
let repositories = SyntheticCatalog.repositories(count: 100_000)
var synthetic = OfflineCatalog(repositories: [])
let indexing = clock.measure { synthetic = OfflineCatalog(repositories: repositories) }
if !isTabSeparated {
  print("\nIndexing 100,000 synthetic repositories took \(indexing.milliseconds).")
}
try report(synthetic, title: "Synthetic catalog", key: "synthetic", iterations: 50)
