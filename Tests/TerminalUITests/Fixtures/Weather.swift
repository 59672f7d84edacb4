import Foundation
import Observation
import TerminalUI

/// Observable state for the binding tests, with a property the screens read and one they do
/// not.
@MainActor
@Observable
final class Weather {
  var temperature = 20
  var wind = 0
}

/// State a view, rather than a view controller, binds to.
@MainActor
@Observable
final class Barometer {
  var pressure = 1_013
}

/// A screen whose label shows the temperature, bound in `updateProperties()`; it records each
/// run in a log that outlives it.
@MainActor
final class WeatherViewController: ViewController {
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
}

/// A view that draws the pressure it reads in `updateProperties()`, and counts its runs.
@MainActor
final class BarometerView: View {
  let barometer: Barometer
  private(set) var shownPressure = 0
  private(set) var updateCount = 0

  init(barometer: Barometer) {
    self.barometer = barometer
    super.init()
  }

  override func updateProperties() {
    super.updateProperties()
    updateCount += 1
    shownPressure = barometer.pressure
    setNeedsDisplay()
  }

  override func draw(in context: DrawingContext) {
    context.draw("\(shownPressure) hPa", at: .zero, style: .plain)
  }
}
