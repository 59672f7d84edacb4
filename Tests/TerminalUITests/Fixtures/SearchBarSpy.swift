import TerminalUI

/// A search bar delegate that records every call.
@MainActor
final class SearchBarSpy: SearchBarDelegate {
  private(set) var changes: [String] = []
  private(set) var submissions: [String] = []
  private(set) var endedEditing = 0
  private(set) var beganEditing = 0

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    changes.append(searchText)
  }

  func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
    submissions.append(searchBar.text)
  }

  func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
    beganEditing += 1
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    endedEditing += 1
  }
}
