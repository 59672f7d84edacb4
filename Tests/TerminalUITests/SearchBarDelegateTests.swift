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

/// A search bar tells its delegate when editing ends, however the focus leaves it, like
/// `searchBarTextDidEndEditing(_:)` (S13: the pause belongs to the search bar).
@MainActor
@Suite struct SearchBarEndEditingTests {
  private let screen = SampleScreen(rows: Rows(count: 3))
  private let spy = SearchBarSpy()

  private func start() -> Application {
    let (application, _) = makeApplication(screen)
    application.render()
    screen.searchBar.delegate = spy
    _ = screen.searchBar.becomeFirstResponder()
    screen.show(["a", "b", "c"])
    return application
  }

  @Test func movingTheFocusToAnotherViewEndsEditing() {
    let application = start()
    application.handle(.press(.character("x")))
    #expect(spy.endedEditing == 0)
    _ = screen.tableView.becomeFirstResponder()
    #expect(spy.endedEditing == 1)
  }

  @Test func anAlertEndsEditing() {
    let application = start()
    screen.present(AlertController(title: "Hello", message: "there"))
    application.render()
    #expect(spy.endedEditing == 1)
  }

  @Test func leavingTheScreenEndsEditingOnce() {
    let application = start()
    screen.view.isHidden = true
    application.render()
    #expect(spy.endedEditing == 1)
    _ = screen.searchBar.resignFirstResponder()
    #expect(spy.endedEditing == 1, "a view without the focus does not end editing again")
  }

  @Test func takingTheFocusAgainDoesNotEndEditing() {
    _ = start()
    _ = screen.searchBar.becomeFirstResponder()
    #expect(spy.endedEditing == 0)
  }

  @Test func takingTheFocusBeginsEditingOnceAndComingBackBeginsItAgain() {
    let application = start()
    #expect(spy.beganEditing == 0, "the spy was set after the search bar took the focus")
    _ = screen.tableView.becomeFirstResponder()
    _ = screen.searchBar.becomeFirstResponder()
    _ = screen.searchBar.becomeFirstResponder()
    #expect(spy.beganEditing == 1, "once: asking again for the focus it has changes nothing")
    screen.present(AlertController(title: "Hello", message: "there"))
    application.render()
    screen.dismiss()
    application.render()
    #expect(spy.beganEditing == 2, "the focus came back after the alert")
  }

  @Test func theTableReportsTheRowItTakesTheFocusOn() {
    let application = start()
    application.render()
    #expect(screen.rows.highlightedRows.isEmpty)
    _ = screen.tableView.becomeFirstResponder()
    #expect(screen.tableView.selectedRow == 0, "a table with no selection selects its first row")
    #expect(screen.rows.highlightedRows == [0])
    _ = screen.searchBar.becomeFirstResponder()
    screen.tableView.selectRow(2)
    _ = screen.tableView.becomeFirstResponder()
    #expect(screen.rows.highlightedRows == [0, 2], "back into the table, on the row selected")
  }
}
