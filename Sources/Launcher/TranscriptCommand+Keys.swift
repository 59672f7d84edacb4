import TerminalUI

/// The keys a person would press for each transcript step.
extension TranscriptCommand {
  /// Presses the keys for this step on `application`.
  @MainActor
  func perform(on application: Application) {
    func press(_ key: Key, times: Int = 1) {
      for _ in 0..<times { application.handle(.press(key)) }
    }
    switch self {
    case .search(let text):
      Self.focusSearchBar(of: application)
      press(.end)
      press(.control("u"))
      for character in text { press(.character(character)) }
      press(.enter)
    case .select(let row):
      Self.dismissAlert(of: application)
      if application.firstResponder is SearchBar { press(.down) }
      press(.home)
      press(.down, times: row - 1)
    case .open:
      press(.enter)
    case .back:
      press(.escape)
    case .press(let key):
      press(key)
    case .quit:
      press(.control("c"))
    }
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
