import RepositorySearch
import TerminalUI

extension ViewController {
  /// Presents `alert` modally with one OK button (S11).
  public func presentAlert(_ alert: SearchAlert) {
    present(AlertController(title: alert.title, message: alert.message))
  }
}
