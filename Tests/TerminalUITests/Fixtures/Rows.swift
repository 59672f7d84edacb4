import TerminalUI

/// A table data source and delegate over a list of strings that records what the table asks.
@MainActor
final class Rows: TableViewDataSource, TableViewDelegate {
  var titles: [String]
  var cellStyle = TableViewCell.CellStyle.default
  private(set) var displayedRows: [Int] = []
  private(set) var selectedRows: [Int] = []
  private(set) var highlightedRows: [Int] = []
  private(set) var cellRequests = 0

  init(count: Int) {
    titles = (0..<count).map { "row \($0)" }
  }

  init(titles: [String]) {
    self.titles = titles
  }

  func numberOfRows(in tableView: TableView) -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    cellRequests += 1
    let cell = TableViewCell(style: cellStyle)
    cell.textLabel.text = titles[row]
    cell.detailTextLabel.text = "detail \(row)"
    return cell
  }

  func tableView(_ tableView: TableView, didHighlightRowAt row: Int) {
    highlightedRows.append(row)
  }

  func tableView(_ tableView: TableView, willDisplayRowAt row: Int) {
    displayedRows.append(row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    selectedRows.append(row)
  }

  /// Forgets the rows reported so far.
  func clearDisplayedRows() {
    displayedRows = []
  }
}
