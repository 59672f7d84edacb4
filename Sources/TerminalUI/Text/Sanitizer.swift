/// Replaces characters that must never reach the terminal with visible placeholders.
public enum Sanitizer {
  /// `text` with C0/C1 controls, ESC, DEL and bidi controls replaced.
  public static func sanitize(_ text: String) -> String {
    // Placeholder until the full rule set lands.
    String(
      text.map { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? "�" : $0 })
  }
}
