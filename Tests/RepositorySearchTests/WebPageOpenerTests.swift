import Foundation
import RepositorySearch
import TestSupport
import Testing

/// Only web pages are opened; anything else is shown as text.
@Suite struct WebPageOpenerTests {
  @Test(arguments: [
    "javascript:alert(1)", "file:///etc/passwd", "ssh://host/x", "data:text/html,hi",
    "https:///no-host", "HTTPS", "mailto:a@b.c",
  ])
  func refusesAnythingButAWebPage(address: String) throws {
    let spy = URLOpenerSpy()
    let url = try #require(URL(string: address))
    #expect(!WebPageOpener(wrapping: spy).open(url))
    #expect(spy.openedURLs.isEmpty)
    #expect(SearchAlert.browserUnavailable(for: url).title == "Not a web page")
    #expect(SearchAlert.browserUnavailable(for: url).message.hasSuffix(url.absoluteString))
  }

  @Test(arguments: ["https://github.com/swiftlang/swift", "HTTP://example.com/"])
  func opensAWebPageWithTheWrappedOpener(address: String) throws {
    let spy = URLOpenerSpy()
    let url = try #require(URL(string: address))
    #expect(WebPageOpener(wrapping: spy).open(url))
    #expect(spy.openedURLs == [url])
    #expect(SearchAlert.browserUnavailable(for: url).title == "Open in a browser")
  }
}
