/// The keys a table view handles.
///
/// | Key | Effect |
/// |---|---|
/// | Down, Up | the next, previous row |
/// | Page Down, Page Up | a page further, back: the selection and the scroll move together |
/// | End, Home | the last, first row |
/// | Enter | ``TableViewDelegate/tableView(_:didSelectRowAt:)`` for the selected row |
///
/// A key that moves the selection tells ``TableViewDelegate/tableView(_:didHighlightRowAt:)``
/// where it went.
/// The selection stops at the first and last rows. Up on the first row is not handled, so it
/// travels up the responder chain and the application moves the focus to the view above.
/// Down, Page Down or End that lands on the last row (or presses against it) reports that row
/// to ``TableViewDelegate/tableView(_:willDisplayRowAt:)`` again: reaching the end again is how
/// a person asks for the next page once more after it failed to load.
extension TableView {
  func handleNavigationKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, numberOfRows > 0 else { return false }
    let current = selectedRow ?? -1
    defer {
      if let selectedRow, selectedRow != current {
        delegate?.tableView(self, didHighlightRowAt: selectedRow)
      }
    }
    let page = max(1, rowsPerPage)
    switch event.key {
    case .up:
      guard current > 0 else { return false }
      selectRow(current - 1)
    case .down:
      selectRow(current + 1)
      reportLastRowAgain()
    case .pageUp:
      scrollOffset = max(0, scrollOffset - page)
      selectRow(current - page)
    case .pageDown:
      scrollOffset += page
      selectRow(max(0, current) + page)
      reportLastRowAgain()
    case .home:
      selectRow(0)
    case .end:
      selectRow(numberOfRows - 1)
      reportLastRowAgain()
    case .enter:
      guard let selectedRow else { return false }
      delegate?.tableView(self, didSelectRowAt: selectedRow)
    default:
      return false
    }
    return true
  }
}
