// render-benchmark: how long a full 200x50 frame takes to compose and diff, and how many bytes
// a one-character edit sends. Run it in release: Scripts/benchmark-render.

import TerminalUI

let size = Size(width: 200, height: 50)
let iterations = 2_000

/// A search-screen-like frame: title, search bar, a styled table whose selection and rows
/// change with `frame`, and a footer.
func composeFrame(_ frame: Int, query: String = "swift") -> Canvas {
  var canvas = Canvas(size: size)
  canvas.draw(
    "SideBySide — MVP — offline catalog", at: .zero, style: Style(foreground: .cyan, isBold: true))
  canvas.draw("Search: " + query, at: Point(x: 0, y: 2))
  canvas.draw(" ", at: Point(x: 8 + query.count, y: 2), style: Style(isInverse: true))
  let selected = frame % 44
  for row in 0..<44 {
    let item = row + frame
    let y = 4 + row
    let style = row == selected ? Style(isInverse: true) : .plain
    canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style)
    canvas.draw("owner\(item)/repository-\(item)", at: Point(x: 1, y: y), style: style)
    var stars = style
    stars.foreground = .yellow
    canvas.draw("★ \(item * 37 % 9_999).\(item % 10)k", at: Point(x: 50, y: y), style: stars)
    canvas.draw(item.isMultiple(of: 3) ? "Swift" : "日本語", at: Point(x: 62, y: y), style: style)
    let description = TextLayout.truncate(
      "A description of repository number \(item), with enough words to be cut off at the edge "
        + "of the screen so that truncation is measured too. 検索 and emoji 👍🏽 included.",
      toWidth: 120)
    var dim = style
    dim.isDim = true
    canvas.draw(description, at: Point(x: 75, y: y), style: dim)
  }
  canvas.draw(
    "↑↓ select  ⏎ open  esc clear  ^C quit", at: Point(x: 0, y: 49), style: Style(isDim: true))
  return canvas
}

func microseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000_000
    + Double(duration.components.attoseconds) / 1_000_000_000_000
}

func format(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

let clock = ContinuousClock()
var renderer = FrameRenderer(colorsEnabled: true)
_ = renderer.render(composeFrame(0))
var composeTimes: [Double] = []
var totalTimes: [Double] = []
var bytesWritten = 0
for frame in 1...iterations {
  let start = clock.now
  let canvas = composeFrame(frame)
  let composed = clock.now
  bytesWritten += renderer.render(canvas).count
  let end = clock.now
  composeTimes.append(microseconds(composed - start))
  totalTimes.append(microseconds(end - start))
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func summary(_ times: [Double]) -> String {
  "median \(format(percentile(times, 0.5))) µs, p95 \(format(percentile(times, 0.95))) µs"
}

var editRenderer = FrameRenderer(colorsEnabled: true)
_ = editRenderer.render(composeFrame(0, query: "swif"))
let editBytes = editRenderer.render(composeFrame(0, query: "swift")).count
let unchangedBytes = editRenderer.render(composeFrame(0, query: "swift")).count

print("full 200x50 frame, \(iterations) iterations, every row changing:")
print("  compose          \(summary(composeTimes))")
print("  compose + diff   \(summary(totalTimes))")
print("  average output   \(bytesWritten / iterations) bytes per frame")
print("one character typed into the search bar: \(editBytes) bytes")
print("unchanged frame: \(unchangedBytes) bytes")
