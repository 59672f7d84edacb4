import Testing

@testable import TerminalUI

@MainActor
@Suite struct ViewDisplayTests {
  @Test func subviewsDrawOverTheirSuperviewClippedToIt() {
    let back = LetterView("a")
    let front = LetterView("b")
    back.addSubview(front)
    front.frame = Rect(x: 1, y: 1, width: 10, height: 1)
    let canvas = back.snapshot(size: Size(width: 4, height: 2))
    #expect(canvas.lines == ["aaaa", "abbb"])
  }

  @Test func hiddenViewsAndTheirSubviewsDoNotDraw() {
    let back = LetterView("a")
    let front = LetterView("b")
    front.addSubview(LetterView("c"))
    back.addSubview(front)
    front.frame = Rect(x: 0, y: 0, width: 2, height: 1)
    front.isHidden = true
    #expect(back.snapshot(size: Size(width: 3, height: 1)).lines == ["aaa"])
  }

  @Test func backgroundStyleFillsTheViewBeforeItDraws() {
    let view = View()
    view.backgroundStyle = Style(isInverse: true)
    let canvas = view.snapshot(size: Size(width: 2, height: 1))
    #expect(canvas[0, 0].style.isInverse && canvas[1, 0].style.isInverse)
  }

  @Test func laysOutOnlyWhenNeeded() {
    let view = LetterView("a")
    view.frame = Rect(x: 0, y: 0, width: 3, height: 1)
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.frame.origin = Point(x: 1, y: 0)
    view.layoutIfNeeded()
    #expect(view.layoutCount == 1)

    view.frame.size = Size(width: 4, height: 1)
    view.layoutIfNeeded()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layoutCount == 3)
  }

  @Test func invalidatingTheIntrinsicSizeLaysOutEveryAncestor() {
    let outer = LetterView("a")
    let inner = LetterView("b")
    let leaf = View()
    outer.addSubview(inner)
    inner.addSubview(leaf)
    outer.layoutIfNeeded()
    #expect(!outer.subtreeNeedsLayout)

    leaf.invalidateIntrinsicContentSize()
    #expect(outer.subtreeNeedsLayout)
    outer.layoutIfNeeded()
    #expect(outer.layoutCount == 2)
    #expect(inner.layoutCount == 2)
  }

  @Test func changesOnScreenAskTheApplicationForAFrame() {
    let label = Label(text: "a")
    let window = Window(rootViewController: HostViewController(label))
    var requests = 0
    window.renderRequestHandler = { requests += 1 }
    label.setNeedsDisplay()
    label.setNeedsLayout()
    #expect(requests == 2)
  }
}

@MainActor
@Suite struct ViewPropertyUpdatesTests {
  @Test func runsBeforeTheFirstLayoutThenAfterAChange() async throws {
    let barometer = Barometer()
    let view = BarometerView(barometer: barometer)
    let (application, terminal) = makeApplication(hosting: view)
    let running = Task { try await application.run() }
    await settle { terminal.presentCount > 0 }
    #expect(view.updateCount == 1)
    #expect(terminal.lines[0] == "1013 hPa")

    barometer.pressure = 990
    await settle { terminal.lines[0] == "990 hPa" }
    #expect(terminal.lines[0] == "990 hPa")
    #expect(view.updateCount == 2)

    terminal.finish()
    try await running.value
  }

  @Test func severalRequestsBeforeTheJobRunsRunItOnce() async {
    let view = BarometerView(barometer: Barometer())
    view.updatePropertiesIfNeeded()
    view.setNeedsUpdateProperties()
    view.setNeedsUpdateProperties()
    await settle(maximumYields: 50) { false }
    #expect(view.updateCount == 2)
  }
}
