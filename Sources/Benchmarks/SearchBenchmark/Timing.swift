/// The spread of repeated timings of one piece of work.
struct Timing {
  /// The half-way time.
  let median: Duration
  /// The time 95 % of runs beat.
  let percentile95: Duration

  /// Runs `work` `iterations` times after a few warm-up runs and records each run's time.
  init(iterations: Int, _ work: () -> Void) {
    let clock = ContinuousClock()
    for _ in 0..<3 { work() }
    let durations = (0..<max(iterations, 1)).map { _ in clock.measure(work) }.sorted()
    median = durations[durations.count / 2]
    percentile95 = durations[min(durations.count - 1, durations.count * 95 / 100)]
  }
}

extension Duration {
  /// The duration in milliseconds, with three decimals: `0.042 ms`.
  var milliseconds: String {
    let (seconds, attoseconds) = components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    let whole = microseconds / 1_000
    let fraction = String(microseconds % 1_000)
    return "\(whole).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
  }
}
