import TestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite struct ApplicationAnimationTests {
  private let screen = SampleScreen()
  private let clock = ManualClock()
  private let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
  private let application: Application

  init() {
    application = Application(rootViewController: screen, terminal: terminal, clock: clock)
    screen.activityIndicator.text = "Searching"
  }

  private var spinnerLine: String {
    terminal.lines[2]
  }

  @Test func spinnerFramesAdvanceOnlyWhenTheClockDoes() async throws {
    screen.activityIndicator.startAnimating()
    let running = Task { try await application.run() }
    await settle { clock.sleeperCount == 1 }
    #expect(spinnerLine == "⠋ Searching")

    await settle(maximumYields: 50) { false }
    #expect(spinnerLine == "⠋ Searching")

    clock.advance(by: .milliseconds(99))
    await settle(maximumYields: 50) { false }
    #expect(spinnerLine == "⠋ Searching")

    clock.advance(by: .milliseconds(1))
    await settle { spinnerLine == "⠙ Searching" }
    #expect(spinnerLine == "⠙ Searching")

    clock.advance(by: .milliseconds(100))
    await settle { spinnerLine == "⠹ Searching" }
    #expect(spinnerLine == "⠹ Searching")

    terminal.finish()
    try await running.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func theTickerStopsWhenNothingAnimatesAndStartsAgainWithTheSpinner() async throws {
    let running = Task { try await application.run() }
    await settle { terminal.presentCount > 0 }
    await settle(maximumYields: 50) { false }
    #expect(clock.sleeperCount == 0)

    screen.activityIndicator.startAnimating()
    await settle { clock.sleeperCount == 1 }
    #expect(clock.sleeperCount == 1)

    screen.activityIndicator.stopAnimating()
    clock.advance(by: .milliseconds(100))
    await settle(maximumYields: 50) { false }
    #expect(clock.sleeperCount == 0)

    screen.activityIndicator.startAnimating()
    await settle { clock.sleeperCount == 1 }
    #expect(clock.sleeperCount == 1)

    terminal.finish()
    try await running.value
  }

  /// A spinner stopped leaves no tick behind: the frame that shows it stopped cancels the
  /// ticker, so a spinner started later, in the same advance of the clock, starts at its first
  /// frame whichever of the two would have woken first.
  @Test func theFrameThatShowsNoSpinnerCancelsThePendingTick() async throws {
    screen.activityIndicator.startAnimating()
    let running = Task { try await application.run() }
    await settle { clock.sleeperCount == 1 }

    screen.activityIndicator.stopAnimating()
    await settle { clock.sleeperCount == 0 }
    #expect(clock.sleeperCount == 0)

    screen.activityIndicator.startAnimating()
    await settle { clock.sleeperCount == 1 }
    clock.advance(by: .milliseconds(99))
    await settle(maximumYields: 50) { false }
    #expect(spinnerLine == "⠋ Searching")

    terminal.finish()
    try await running.value
  }
}
