import TerminalUI

/// The keys a person would press for each transcript step.
///
/// A query is typed as one piece of text, so a line of any length costs one edit and a few
/// frames. `:select N` moves the selection only within the rows loaded, and `:back` goes back
/// a screen (or dismisses an alert); on the search screen there is nowhere to go back to, so it
/// says so — as ← there never leaves the screen either. `:key esc` does what Esc does.
extension TranscriptCommand {
  /// Presses the keys for this step on `application`; returns why the step cannot be done,
  /// having pressed nothing, or `nil` when it was done.
  @MainActor
  @discardableResult
  func perform(on application: Application) -> String? {
    if let refusal = refusal(on: application) { return refusal }
    func press(_ key: Key, times: Int = 1) {
      for _ in 0..<times { application.handle(.press(key)) }
    }
    switch self {
    case .search(let text):
      Self.focusSearchBar(of: application)
      press(.end)
      press(.control("u"))
      application.handle(.text(text))
      press(.enter)
    case .select(let row):
      Self.dismissAlert(of: application)
      if application.firstResponder is SearchBar { press(.down) }
      press(.home)
      press(.down, times: row.value - 1)
    case .open:
      press(.enter)
    case .back:
      press(.escape)
    case .press(let key):
      press(key)
    case .quit:
      press(.control("c"))
    }
    return nil
  }

  /// Why this step cannot be done on `application` as it is, or `nil` when it can; presses
  /// nothing, so a refused step changes nothing at all (W3), not even an alert.
  @MainActor
  func refusal(on application: Application) -> String? {
    switch self {
    case .select(let row):
      guard let table = Self.visibleViews(TableView.self, in: application).first else {
        return "':select \(row)': no results are on screen"
      }
      guard row.value <= table.numberOfRows else {
        return "':select \(row)': there are only \(table.numberOfRows) rows; nothing changed"
      }
    case .back:
      guard application.isPresentingModally || !Self.isOnSearchScreen(application) else {
        return "':back': the search screen is the first screen; nothing to go back to "
          + "(':key esc' clears the query, ':quit' quits)"
      }
    case .search, .open, .press, .quit:
      break
    }
    return nil
  }

  /// True while the search screen shows: its search bar is on screen.
  @MainActor
  private static func isOnSearchScreen(_ application: Application) -> Bool {
    !visibleViews(SearchBar.self, in: application).isEmpty
  }

  /// The views of `type` on screen under the root view controller, in view order.
  @MainActor
  static func visibleViews<Found: View>(_ type: Found.Type, in application: Application)
    -> [Found]
  {
    var found: [Found] = []
    var pending = [application.rootViewController.view]
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      if let match = view as? Found { found.append(match) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  /// Dismisses an alert and backs out to the search bar, without ever quitting.
  @MainActor
  private static func focusSearchBar(of application: Application) {
    dismissAlert(of: application)
    for _ in 0..<4 where !(application.firstResponder is SearchBar) {
      application.handle(.press(.home))
      application.handle(.press(.up))
      if !(application.firstResponder is SearchBar) { application.handle(.press(.escape)) }
    }
  }

  @MainActor
  private static func dismissAlert(of application: Application) {
    for _ in 0..<4 where application.isPresentingModally {
      application.handle(.press(.escape))
    }
  }
}
