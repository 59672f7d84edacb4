import Foundation
import RepositorySearch
import SharedUI
import TerminalUI
import Testing

/// S10 and D1–D3: the detail screen.
@MainActor
@Suite struct DetailScreenTests {
  @MainActor
  @Suite struct S10 {
    @MainActor
    @Suite struct D1 {
      @Test(
        "S10 D1 Enter on a row opens the detail screen with every field",
        arguments: allArchitectures)
      func opensDetail(_ architecture: Architecture) async throws {
        let driver = await ScreenDriver(architecture)
        await driver.search("swift")
        try await driver.answer("swift", with: Fixtures.page(1, of: 4))
        await driver.press(.enter)
        driver.snapshot("Enter on swiftlang/swift")
        await driver.press(.escape)
        await driver.press(.down, times: 3)
        await driver.press(.enter)
        driver.snapshot("back, Down ×3, Enter: a Japanese description, no topics")
        try driver.verify(golden: "D01-detail")
      }
    }
  }

  @MainActor
  @Suite struct D2 {
    @Test(
      "D2 o opens the page in the browser, or shows the address to copy",
      arguments: allArchitectures)
    func opensInBrowser(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 4))
      await driver.press(.enter)
      await driver.type("o")
      driver.snapshot("o with a browser")
      #expect(
        driver.urlOpener.openedURLs.map(\.absoluteString) == ["https://github.com/swiftlang/swift"])
      driver.urlOpener.canOpen = false
      await driver.type("o")
      driver.snapshot("o without a browser")
      try driver.verify(golden: "D02-open-in-browser")
    }

    @Test(
      "D2 an address that is not a web page is shown, never opened", arguments: allArchitectures)
    func neverOpensANonWebAddress(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("evil")
      var repository = Repository.sample(id: 1, name: "evil", owner: "mallory")
      repository.htmlURL = try #require(URL(string: "javascript:alert(1)"))
      try await driver.answer("evil", with: SearchPage(items: [repository], totalCount: 1, page: 1))
      await driver.press(.enter)
      #expect(driver.lines.contains { $0.contains("URL          javascript:alert(1)") })
      #expect(!driver.lines.contains { $0.contains("o open in browser") })
      await driver.type("o")
      #expect(driver.urlOpener.openedURLs.isEmpty)
      #expect(driver.lines.contains { $0.contains("Not a web page") })
    }
  }

  @MainActor
  @Suite struct D3 {
    @Test(
      "D3 Esc or Left goes back with query, rows, selection and scroll as they were",
      arguments: allArchitectures)
    func backRestoresState(_ architecture: Architecture) async throws {
      let driver = await ScreenDriver(architecture)
      await driver.search("swift")
      try await driver.answer("swift", with: Fixtures.page(1, of: 30))
      await driver.press(.down, times: 12)
      let before = driver.frame
      await driver.press(.enter)
      await driver.press(.escape)
      #expect(driver.frame == before, "Esc returns to exactly the same screen")
      await driver.press(.enter)
      await driver.press(.left)
      #expect(driver.frame == before, "Left returns to exactly the same screen")
      driver.snapshot("after Esc and Left back from the detail of row 13")
      try driver.verify(golden: "D03-back")
    }
  }

  @MainActor
  @Suite struct D1 {
    @MainActor
    @Suite struct W1 {
      @Test(
        "D1 W1 a short terminal keeps the detail screen's footer and scrolls its fields",
        arguments: allArchitectures)
      func scrollsTheDetailScreen(_ architecture: Architecture) async throws {
        let driver = await ScreenDriver(architecture, size: Size(width: 40, height: 10))
        await driver.search("swift")
        let repository = Repository.sample(
          id: 1, name: "swift", owner: "swiftlang",
          description: "The Swift programming language, its compiler and standard library.")
        try await driver.answer(
          "swift", with: SearchPage(items: [repository], totalCount: 1, page: 1))
        await driver.press(.enter)
        #expect(driver.lines.last?.hasPrefix("o open in browser") == true)
        #expect(!driver.lines.contains { $0.hasPrefix("URL") })
        await driver.press(.pageDown)
        await driver.press(.down, times: 10)
        #expect(driver.lines.contains { $0.hasPrefix("URL") })
        #expect(driver.lines.last?.hasPrefix("o open in browser") == true)
        await driver.press(.escape)
        #expect(driver.lines.contains { $0.hasPrefix("Search: swift") })
      }
    }
  }
}
