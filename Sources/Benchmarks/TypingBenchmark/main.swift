// typing-benchmark: what typing a 20-character query costs each registered architecture — the
// frames drawn, the bytes they would write and the wall time — through the real run loop on an
// in-memory terminal, with a manual clock and a catalog that answers at once.
// Scripts/benchmark runs it in release with `--tsv` (architecture, pace, searches, median
// frames, median bytes, median ms, tab-separated); name demo executables
// (`typing-benchmark mvp-demo mvvm-binding-demo`) to measure only those.

import Registry
import RepositorySearch

let query = "swift server package"
let repetitions = 15
let paces: [TypingRun.Pace] = [
  .burst, .steady(milliseconds: 100), .steady(milliseconds: 600),
]

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000
    + Double(duration.components.attoseconds) / 1_000_000_000_000_000
}

func format(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return "\(tenths / 10).\(tenths % 10)"
}

func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}

let catalog = try OfflineCatalog.bundled()
let isTabSeparated = CommandLine.arguments.contains("--tsv")
if !isTabSeparated {
  print(
    "typing \"\(query)\" (\(query.count) keys), then the 0.5 s pause; median of \(repetitions)")
  print(
    pad("architecture", 18) + pad("pace", 18) + pad("searches", 10) + pad("frames", 8)
      + pad("bytes", 8) + "ms")
}
let chosen = Set(CommandLine.arguments.dropFirst().filter { $0 != "--tsv" })
for architecture in Registry.architectures
where chosen.isEmpty || chosen.contains(architecture.executable) {
  for pace in paces {
    let run = TypingRun(architecture: architecture, catalog: catalog)
    var outcomes: [TypingRun.Outcome] = []
    for _ in 0..<repetitions { outcomes.append(await run.type(query, pace: pace)) }
    let times = outcomes.map { milliseconds($0.duration) }.sorted()
    let first = outcomes[0]
    let frames = outcomes.map(\.frames)
    let frameRange =
      frames.min() == frames.max() ? "\(first.frames)" : "\(frames.min() ?? 0)-\(frames.max() ?? 0)"
    let medianBytes = outcomes.map(\.bytes).sorted()[outcomes.count / 2]
    let check = outcomes.allSatisfy(\.showsResults) ? "" : "  (results not shown!)"
    if isTabSeparated {
      let medianFrames = frames.sorted()[frames.count / 2]
      let fields = [
        architecture.name, pace.description, "\(first.searches)", "\(medianFrames)",
        "\(medianBytes)", format(times[times.count / 2]),
      ]
      print(fields.joined(separator: "\t"))
      continue
    }
    print(
      pad(architecture.name, 18) + pad(pace.description, 18) + pad("\(first.searches)", 10)
        + pad(frameRange, 8) + pad("\(medianBytes)", 8) + format(times[times.count / 2]) + check)
  }
}
