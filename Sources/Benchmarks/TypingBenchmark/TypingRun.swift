import RepositorySearch
import SharedUI

/// A person typing a query into one architecture's app at a given pace, then pausing.
@MainActor
struct TypingRun {
  /// How the keys arrive.
  enum Pace: CustomStringConvertible {
    /// Every key at once, as a terminal sends a fast typist's burst.
    case burst
    /// One key every so many milliseconds of the clock.
    case steady(milliseconds: Int)

    var description: String {
      switch self {
      case .burst: "burst"
      case .steady(let milliseconds): "1 key / \(milliseconds) ms"
      }
    }
  }

  /// What one run cost.
  struct Outcome {
    /// Frames presented from the first key until the results were on screen.
    var frames: Int
    /// Bytes those frames would have written to a real terminal.
    var bytes: Int
    /// Wall time from each key or tick of the clock to the frame that showed it, summed.
    var duration: Duration
    /// The searches the app asked for.
    var searches: Int
    /// True when the rows for the query were on screen at the end.
    var showsResults: Bool
  }

  let architecture: Architecture
  let catalog: OfflineCatalog

  /// Types `query` at `pace`, then waits the search-as-you-type pause.
  func type(_ query: String, pace: Pace) async -> Outcome {
    let session = TypingSession(architecture: architecture, catalog: catalog)
    await session.launch()
    switch pace {
    case .burst:
      for character in query { session.press(character) }
      await session.waitForTheKeys()
    case .steady(let milliseconds):
      for character in query {
        session.press(character)
        await session.waitForTheKeys()
        await session.advanceClock(by: .milliseconds(milliseconds))
      }
    }
    await session.advanceClock(by: SearchQuery.pauseBeforeSearchAsYouType)
    return await session.finish()
  }
}
