import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S1–S3: the search screen before any search runs.
@MainActor
@Suite struct SearchEditingTests {
  @MainActor
  @Suite struct S1 {
    @Test(
      "S1 launch shows the title, a focused empty search bar, a hint and the keys",
      arguments: allArchitectures)
    func launch(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      driver.snapshot("launch")
      try driver.verify(golden: "S01-launch")
    }
  }

  @MainActor
  @Suite struct S2 {
    @Test(
      "S2 editing inserts at the cursor and keeps wide, emoji and combining text aligned",
      arguments: allArchitectures)
    func editing(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.type("swft")
      await driver.press(.left, times: 2)
      await driver.type("i")
      driver.snapshot("type swft, Left Left, type i")
      await driver.press(.home)
      await driver.type("<")
      await driver.press(.end)
      await driver.type(">")
      await driver.press(.backspace)
      driver.snapshot("Home <, End >, Backspace")
      await driver.press(.control("u"))
      await driver.type("検索👨‍👩‍👧e\u{301}")
      driver.snapshot("Ctrl-U, type 検索 family e+combining acute")
      await driver.press(.backspace)
      await driver.press(.left)
      await driver.press(.delete)
      driver.snapshot("Backspace, Left, Delete")
      await driver.press(.control("u"))
      await driver.paste("line one\nline two")
      driver.snapshot("Ctrl-U, paste with a newline")
      #expect(driver.service.requests.isEmpty, "a newline inside a paste must not submit")
      try driver.verify(golden: "S02-editing")
    }
  }

  @MainActor
  @Suite struct S3 {
    @Test(
      "S3 an empty or too long query shows the validation alert and sends nothing",
      arguments: allArchitectures)
    func validation(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.press(.enter)
      driver.snapshot("Enter on an empty query")
      await driver.press(.enter)
      await driver.type("   ")
      await driver.press(.enter)
      driver.snapshot("dismiss, then Enter on three spaces")
      await driver.press(.escape)
      await driver.press(.control("u"))
      await driver.paste(String(repeating: "a", count: SearchQuery.maximumLength))
      await driver.type("b")
      await driver.press(.enter)
      driver.snapshot("Enter on 257 characters")
      await driver.press(.enter)
      await driver.press(.backspace)
      await driver.press(.enter)
      driver.snapshot("dismiss, Backspace, Enter on 256 characters")
      #expect(driver.service.requests.map(\.page) == [1], "only the 256-character query is sent")
      try driver.verify(golden: "S03-validation")
    }
  }
}
