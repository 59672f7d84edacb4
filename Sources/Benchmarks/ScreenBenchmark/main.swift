// screen-benchmark: the search screen through each architecture's real view hierarchy, on an
// in-memory terminal that counts the bytes a real one would be sent. Run it in release, from
// Scripts/benchmark:
//   screen-benchmark          one line of figures per architecture
//   screen-benchmark --tsv    the same, tab-separated: name, frame µs, edit bytes
// What typing costs each architecture is typing-benchmark's.
import Registry
import RepositorySearch
import SharedUI
import TerminalUI

let frameIterations = 1_000
let catalog = try OfflineCatalog.bundled()
let timer = ContinuousClock()

/// Median and range of `values`.
func statistics(_ values: [Double]) -> (median: Double, min: Double, max: Double) {
  let sorted = values.sorted()
  return (sorted[sorted.count / 2], sorted.first ?? 0, sorted.last ?? 0)
}

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
}

struct Figures {
  var architecture: String
  var frameMedianMicroseconds: Double
  var frameMinMicroseconds: Double
  var frameMaxMicroseconds: Double
  var oneCharacterEditBytes: Int
}

@MainActor
func measure(_ architecture: Architecture) async throws -> Figures {
  // A full 200x50 search screen with results; each frame moves the selection, so rows and
  // the scroll position change, and is laid out, drawn and diffed through the real views.
  let session = await Session(architecture, size: Size(width: 200, height: 50), catalog: catalog)
  try await session.search("language:swift")
  guard session.terminal.lastFrame?.lines.contains(where: { $0.hasPrefix("30 of ") }) == true
  else { throw BenchmarkError(description: "\(architecture): the results never showed") }
  var times: [Double] = []
  for iteration in 0..<frameIterations {
    session.application.handle(.press(iteration % 40 < 20 ? .down : .up))
    let start = timer.now
    session.application.render()
    times.append(microseconds(timer.now - start))
  }
  await session.press(.home)
  await session.press(.up)
  let bytesBefore = session.terminal.bytesWritten
  await session.type("s")
  let editBytes = session.terminal.bytesWritten - bytesBefore
  await session.quit()

  let figures = statistics(times)
  let result = Figures(
    architecture: architecture.name,
    frameMedianMicroseconds: figures.median, frameMinMicroseconds: figures.min,
    frameMaxMicroseconds: figures.max, oneCharacterEditBytes: editBytes,
  )
  return result
}

var results: [Figures] = []
for architecture in Registry.architectures {
  results.append(try await measure(architecture))
}
if CommandLine.arguments.contains("--tsv") {
  for figures in results {
    let fields: [CustomStringConvertible] = [
      figures.architecture, figures.frameMedianMicroseconds, figures.oneCharacterEditBytes,
    ]
    print(fields.map(\.description).joined(separator: "\t"))
  }
} else {
  for figures in results {
    print(
      "\(figures.architecture): frame \(figures.frameMedianMicroseconds) µs "
        + "(\(figures.frameMinMicroseconds)–\(figures.frameMaxMicroseconds)), "
        + "one-character edit \(figures.oneCharacterEditBytes) B")
  }
}
