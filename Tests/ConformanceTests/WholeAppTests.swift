import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// W1–W2: resizing, and text from the API that must not reach the terminal as controls.
@MainActor
@Suite struct WholeAppTests {
  @MainActor
  @Suite struct W1 {
    @Test(
      "W1 resizing re-lays out at once and keeps the state; too small shows a message",
      arguments: allArchitectures)
    func resize(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 30))
      await driver.press(.down, times: 2)
      await driver.resize(to: Size(width: 100, height: 30))
      driver.snapshot("wider and taller")
      await driver.resize(to: Size(width: 50, height: 14))
      driver.snapshot("narrow and short")
      await driver.resize(to: Size(width: 30, height: 8))
      driver.snapshot("too small")
      await driver.resize(to: Size(width: 1, height: 1))
      driver.snapshot("one cell")
      await driver.resize(to: Size(width: 80, height: 24))
      await driver.press(.down)
      driver.snapshot("back to 80x24, Down: the selection moved on from where it was")
      try driver.verify(golden: "W01-resize")
    }
  }

  @MainActor
  @Suite struct W2 {
    @Test(
      "W2 controls, escapes and bidi overrides in API text are replaced before drawing",
      arguments: allArchitectures)
    func hostileText(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("evil")
      try await driver.answer(
        "evil", with: SearchPage(items: [Fixtures.hostile], totalCount: 1, page: 1))
      driver.snapshot("a hostile row")
      await driver.press(.enter)
      driver.snapshot("its detail screen")
      let forbidden = driver.frame.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
            .contains($0.value)
      }
      #expect(forbidden.isEmpty)
      try driver.verify(golden: "W02-hostile-text")
    }
  }
}
