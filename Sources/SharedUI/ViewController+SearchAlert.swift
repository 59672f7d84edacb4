import RepositorySearch
import TerminalUI

extension ViewController {
  /// Presents `alert` modally with one OK button (S11); `dismissed` runs once the person has
  /// dismissed it.
  ///
  /// A screen shows one alert at a time, as a `UIViewController` presents one thing at a time:
  /// while this controller presents something, a new alert is not shown, then or after.
  public func presentAlert(_ alert: SearchAlert, dismissed: (@MainActor () -> Void)? = nil) {
    guard presentedViewController == nil else { return }
    let alertController = AlertController(title: alert.title, message: alert.message)
    alertController.addAction(AlertAction(title: "OK", style: .cancel) { _ in dismissed?() })
    present(alertController)
  }
}
