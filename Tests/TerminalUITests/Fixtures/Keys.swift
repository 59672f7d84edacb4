import TerminalUI

extension Application {
  /// Sends each character of `text` as a key press.
  func type(_ text: String) {
    for character in text {
      handle(.press(.character(character)))
    }
  }

  /// Sends one key press.
  func press(_ key: Key) {
    handle(.press(key))
  }
}
