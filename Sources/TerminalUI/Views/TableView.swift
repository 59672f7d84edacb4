/// A scrolling list of rows with one selected row, like `UITableView`.
///
/// The ``dataSource`` supplies the rows (a ``TableViewDiffableDataSource`` works out from
/// snapshots what changed), the ``delegate`` hears about selection and display.
/// Every row is one ``TableViewCell`` of ``rowHeight`` lines. The selected row moves with the
/// arrow keys (see `TableView+Keyboard.swift`) and the table scrolls to keep it in view. After
/// the last row an optional ``footerText`` row (say, "loading more…") can show; with no rows and
/// no footer, ``emptyText`` shows instead. A table is flexible: in a ``StackView`` it takes the
/// space the other views leave.
@MainActor
open class TableView: View {
  /// Supplies the rows; setting it reloads the table.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }

  /// Told when a row is selected with Enter and when rows come into view.
  public weak var delegate: (any TableViewDelegate)?

  /// The lines each row takes, at least 1.
  public var rowHeight = 1 {
    didSet {
      rowHeight = max(1, rowHeight)
      setNeedsLayout()
    }
  }

  /// An extra row after the last one, such as "loading more…", or `nil` for none.
  public var footerText: String? {
    didSet { setNeedsLayout() }
  }

  /// A hint shown when there are no rows and no footer, or `nil` for none.
  public var emptyText: String? {
    didSet { setNeedsDisplay() }
  }

  /// The number of rows, as of the last ``reloadData()`` or applied snapshot.
  public private(set) var numberOfRows = 0
  /// The highlighted row, which Enter selects; `nil` when there is none.
  public private(set) var selectedRow: Int?
  /// The first row on screen; layout keeps it in range and the selected row in view.
  public var scrollOffset: Int {
    get { firstVisibleRow }
    set {
      firstVisibleRow = newValue
      setNeedsLayout()
    }
  }

  /// The rows on screen as of the last layout.
  public private(set) var visibleRows: Range<Int> = 0..<0

  /// The storage of ``scrollOffset``, which layout adjusts without asking for another layout.
  private var firstVisibleRow = 0
  /// The cells on screen, by row.
  ///
  /// A layout asks the data source only for rows that came into view or were reloaded: moving
  /// the selection or scrolling makes no other cell again.
  private var visibleCells: [Int: TableViewCell] = [:]
  /// True after a reload, until layout has asked again for every visible row's cell.
  private var cellsNeedReload = false
  /// The rows reported to the delegate and still on screen: layout reports the others.
  private var shownRows: Set<Int> = []
  /// The last row, when a key just moved the selection onto it (or tried to move past it).
  private var lastRowToReportAgain: Int?

  /// Creates an empty, flexible table.
  public override init() {
    super.init()
    isFlexible = true
  }

  /// Asks the data source again for the number of rows and for the cells on screen.
  ///
  /// The selected row keeps its index while it is still a row; otherwise the selection moves
  /// to the last row, or goes away when there are no rows. Every visible row is reported to
  /// ``TableViewDelegate/tableView(_:willDisplayRowAt:)`` again at the next layout.
  public func reloadData() {
    numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    if let selectedRow {
      self.selectedRow = numberOfRows > 0 ? min(selectedRow, numberOfRows - 1) : nil
    }
    shownRows = []
    cellsNeedReload = true
    setNeedsLayout()
  }

  /// Asks the data source again for its rows, which changed identity by identity:
  /// `previousRows[row]` is the index `row` had before, or nil for a row that is new.
  ///
  /// Unlike ``reloadData()``, a row that was on screen is not reported again, and the
  /// selection and the scroll position follow the selected row to its new index while it is
  /// still a row. When it went away, the selection stays where ``reloadData()`` leaves it, and
  /// the scroll position follows the first visible row, if that one stayed.
  func reloadData(previousRows: [Int?]) {
    numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    var newRows: [Int: Int] = [:]
    for (row, previous) in previousRows.enumerated() {
      if let previous { newRows[previous] = row }
    }
    shownRows = Set(shownRows.compactMap { newRows[$0] })
    lastRowToReportAgain = lastRowToReportAgain.flatMap { newRows[$0] }
    let anchors = [selectedRow, firstVisibleRow].compactMap(\.self)
    if let anchor = anchors.first(where: { newRows[$0] != nil }), let moved = newRows[anchor] {
      firstVisibleRow = max(0, firstVisibleRow + moved - anchor)
    }
    if let selectedRow {
      self.selectedRow =
        newRows[selectedRow] ?? (numberOfRows > 0 ? min(selectedRow, numberOfRows - 1) : nil)
    }
    cellsNeedReload = true
    setNeedsLayout()
  }

  /// Highlights `row`, clamped to the rows, and scrolls to show it.
  ///
  /// Like UIKit's, this does not call the delegate.
  public func selectRow(_ row: Int) {
    guard numberOfRows > 0 else { return }
    selectedRow = min(max(0, row), numberOfRows - 1)
    setNeedsLayout()
  }

  /// A table with rows takes the focus.
  open override var canBecomeFirstResponder: Bool {
    numberOfRows > 0
  }

  /// Selects the first row when none is selected, and tells the delegate which row the focus
  /// is on.
  open override func didBecomeFirstResponder() {
    if selectedRow == nil { selectRow(0) }
    if let selectedRow { delegate?.tableView(self, didHighlightRowAt: selectedRow) }
  }

  /// Moves the selection; see `TableView+Keyboard.swift`.
  open override func keyPressed(_ event: KeyEvent) -> Bool {
    handleNavigationKey(event)
  }

  /// All the rows and the footer, as far as `size` allows.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: min(size.height, rowSlotCount * rowHeight))
  }

  /// Scrolls to keep the selected row visible, then lays out a cell for each visible row.
  ///
  /// The data source is asked for the cells of rows that came into view, or of every visible
  /// row after a reload; a row that stays on screen keeps its cell, as in UIKit.
  /// Rows that come into view are reported to the delegate, and so is the last row when a
  /// key has just moved the selection onto it (see `TableView+Keyboard.swift`).
  open override func layoutSubviews() {
    if let selectedRow { firstVisibleRow = offset(showing: selectedRow, from: firstVisibleRow) }
    firstVisibleRow = min(max(0, firstVisibleRow), max(0, rowSlotCount - rowsPerPage))
    let visible = firstVisibleRow..<min(numberOfRows, firstVisibleRow + rowsPerPage)
    for (row, cell) in visibleCells where cellsNeedReload || !visible.contains(row) {
      cell.removeFromSuperview()
      visibleCells[row] = nil
    }
    cellsNeedReload = false
    for row in visible {
      let cell = visibleCells[row] ?? makeCell(row: row)
      visibleCells[row] = cell
      cell.isSelected = row == selectedRow
      cell.frame = Rect(
        x: 0, y: (row - firstVisibleRow) * rowHeight, width: bounds.width, height: rowHeight)
    }
    var reported = visible.filter { !shownRows.contains($0) }
    visibleRows = visible
    shownRows = Set(visible)
    if let row = lastRowToReportAgain, visible.contains(row), !reported.contains(row) {
      reported.append(row)
    }
    lastRowToReportAgain = nil
    for row in reported {
      delegate?.tableView(self, willDisplayRowAt: row)
    }
  }

  /// Asks for the last row to be reported again at the next layout, as if it came into view:
  /// the person moved to it, so whatever it loads (a page that failed before) is tried again.
  func reportLastRowAgain() {
    guard numberOfRows > 0, selectedRow == numberOfRows - 1 else { return }
    lastRowToReportAgain = numberOfRows - 1
    setNeedsLayout()
  }

  /// Draws the footer after the last row, or the empty text when there is nothing to show.
  open override func draw(in context: DrawingContext) {
    let width = max(0, bounds.width - 2)
    if let footerText, rowsPerPage > 0, visibleRows.upperBound == numberOfRows {
      let y = (numberOfRows - firstVisibleRow) * rowHeight
      let text = TextLayout.truncate(footerText, toWidth: width)
      context.draw(text, at: Point(x: 1, y: y), style: Style(isDim: true))
    } else if numberOfRows == 0, let emptyText {
      for (row, line) in TextLayout.wrap(emptyText, toWidth: width).enumerated() {
        context.draw(line, at: Point(x: 1, y: row), style: Style(isDim: true))
      }
    }
  }

  /// The rows that fit whole in the table's height, but at least one when it has any height.
  var rowsPerPage: Int {
    bounds.height <= 0 ? 0 : max(1, bounds.height / rowHeight)
  }

  /// The scroll offset closest to `offset` that shows `row`, and the footer after the last row.
  private func offset(showing row: Int, from offset: Int) -> Int {
    let page = rowsPerPage
    guard page > 0 else { return offset }
    var lastShown = row
    if row == numberOfRows - 1, footerText != nil, page > 1 { lastShown = numberOfRows }
    var result = min(offset, row)
    if lastShown >= result + page { result = lastShown - page + 1 }
    return result
  }

  private var rowSlotCount: Int {
    numberOfRows + (footerText == nil ? 0 : 1)
  }

  private func makeCell(row: Int) -> TableViewCell {
    let cell = dataSource?.tableView(self, cellForRowAt: row) ?? TableViewCell()
    addSubview(cell)
    return cell
  }
}
