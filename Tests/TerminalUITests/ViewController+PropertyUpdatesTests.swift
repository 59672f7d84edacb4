import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewControllerPropertyUpdatesTests {
  let weather = Weather()
  let log = LifecycleLog()

  /// Lets the queued main-actor jobs run, a bounded number of yields, never wall time.
  private func drain() async {
    await settle(maximumYields: 50) { false }
  }

  @Test func runsOnceBeforeTheFirstFrameIsDrawn() {
    let screen = WeatherViewController(weather: weather, log: log)
    let (application, terminal) = makeApplication(screen)
    #expect(log.entries.isEmpty, "nothing runs before the first frame")
    application.render()
    application.render()
    #expect(log.entries == ["update 20"])
    #expect(terminal.lines[0] == "20°")
  }

  @Test func aChangeToWhatItReadRunsItAgainWithTheNewValue() async {
    let screen = WeatherViewController(weather: weather, log: log)
    screen.updatePropertiesIfNeeded()
    weather.temperature = 25
    #expect(log.entries == ["update 20"], "the update waits for its main-actor job")
    await drain()
    #expect(log.entries == ["update 20", "update 25"])
    #expect(screen.label.text == "25°")
  }

  @Test func changesInOneTurnCauseOneUpdateAndOneFrame() async throws {
    let screen = WeatherViewController(weather: weather, log: log)
    let (application, terminal) = makeApplication(screen)
    let running = Task { try await application.run() }
    await settle { terminal.presentCount > 0 }
    await drain()
    let framesBefore = terminal.presentCount
    log.clear()

    weather.temperature = 21
    weather.temperature = 22
    weather.wind = 3
    weather.temperature = 23
    await drain()
    #expect(log.entries == ["update 23"])
    #expect(terminal.presentCount == framesBefore + 1)
    #expect(terminal.lines[0] == "23°")

    terminal.finish()
    try await running.value
  }

  /// As a table's layout asks for the next page, and the view model says it is loading more:
  /// the frame being laid out shows it, not a later one that races the page's answer (W3).
  @Test func aChangeThatLayoutMakesIsDrawnInTheFrameBeingLaidOut() {
    let screen = ThermostatViewController(weather: weather, log: log)
    let (application, terminal) = makeApplication(screen)
    application.render()
    #expect(log.entries == ["update 20", "update 25"])
    #expect(terminal.lines[0] == "25°")
  }

  @Test func tracksWhatItReadAgainAfterEachRun() async {
    let screen = WeatherViewController(weather: weather, log: log)
    screen.updatePropertiesIfNeeded()
    for temperature in [21, 22, 23] {
      weather.temperature = temperature
      await drain()
    }
    #expect(log.entries == ["update 20", "update 21", "update 22", "update 23"])
  }

  @Test func aPropertyItDidNotReadTriggersNothing() async {
    let screen = WeatherViewController(weather: weather, log: log)
    screen.updatePropertiesIfNeeded()
    weather.wind = 12
    await drain()
    #expect(log.entries == ["update 20"])
  }

  @Test func trackingNeitherKeepsTheControllerAliveNorOutlivesIt() async {
    var screen: WeatherViewController? = WeatherViewController(weather: weather, log: log)
    screen?.updatePropertiesIfNeeded()
    weak var released: WeatherViewController?
    released = screen
    screen = nil
    #expect(released == nil, "the observed object does not keep the controller alive")
    weather.temperature = 30
    await drain()
    #expect(log.entries == ["update 20"])
  }

  @Test func severalRequestsRunItOnce() async {
    let screen = WeatherViewController(weather: weather, log: log)
    screen.updatePropertiesIfNeeded()
    screen.setNeedsUpdateProperties()
    screen.setNeedsUpdateProperties()
    await drain()
    #expect(log.entries == ["update 20", "update 20"])
    screen.updatePropertiesIfNeeded()
    #expect(log.entries.count == 2, "nothing is due after the run")
  }

  @Test func aRequestIsAnsweredByARunThatComesFirst() async {
    let screen = WeatherViewController(weather: weather, log: log)
    screen.setNeedsUpdateProperties()
    screen.updatePropertiesIfNeeded()
    await drain()
    #expect(log.entries == ["update 20"])
  }
}

/// A screen whose label shows the temperature, which its own layout turns up once.
@MainActor
private final class ThermostatViewController: ViewController {
  let weather: Weather
  let log: LifecycleLog
  let label = Label()

  init(weather: Weather, log: LifecycleLog) {
    self.weather = weather
    self.log = log
    super.init()
  }

  override func loadView() {
    view = label
  }

  override func updateProperties() {
    super.updateProperties()
    log.record("update \(weather.temperature)")
    label.text = "\(weather.temperature)°"
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if weather.temperature == 20 { weather.temperature = 25 }
  }
}
