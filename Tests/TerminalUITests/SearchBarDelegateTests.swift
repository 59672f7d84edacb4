import Testing

@testable import TerminalUI

@MainActor
@Suite struct SearchBarDelegateTests {
  /// Implements only submission, relying on the default for edits.
  private final class SubmitOnly: SearchBarDelegate {
    var submitted = 0

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
      submitted += 1
    }
  }

  @Test func aDelegateImplementsOnlyWhatItNeeds() {
    let searchBar = SearchBar()
    let delegate = SubmitOnly()
    searchBar.delegate = delegate
    #expect(searchBar.keyPressed(KeyEvent(.character("a"))))
    #expect(searchBar.keyPressed(KeyEvent(.enter)))
    #expect(delegate.submitted == 1)
  }

  @Test func theSearchBarDoesNotKeepItsDelegateAlive() {
    let searchBar = SearchBar()
    weak var released: SearchBarSpy?
    do {
      let spy = SearchBarSpy()
      searchBar.delegate = spy
      released = spy
    }
    #expect(released == nil)
    #expect(searchBar.delegate == nil)
  }
}
