/// Replaces characters that must never reach the terminal with visible placeholders.
///
/// Text from outside the program (repository names, descriptions, error messages) may carry
/// escape sequences that move the cursor, change colors, set the clipboard (OSC 52) or reorder
/// what the person reads (bidi overrides). ``Canvas`` passes every string through here, so that
/// text shows up as harmless, visible characters instead:
///
/// | Found | Shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F, ESC included | the Control Pictures `␀`…`␟` (`␛` for ESC) |
/// | Tab, line separator U+2028, paragraph separator U+2029 | a space: a tab's width would depend on the column, and a separator may break the line |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F | `�` |
/// | Bidi embeddings, overrides, isolates and marks | `�` |
///
/// The replacement works scalar by scalar, so it also catches a control that is not the first
/// scalar of its grapheme cluster, such as the `\n` of `"\r\n"`. ``DisplayWidth`` measures
/// text as it will look after this replacement, so measuring and drawing always agree.
public enum Sanitizer {
  /// `text` with C0/C1 controls, ESC, DEL and bidi controls replaced.
  ///
  /// Returns `text` itself, without copying, when nothing needs replacing.
  public static func sanitize(_ text: String) -> String {
    guard needsSanitizing(text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(replacement(for: scalar) ?? scalar)
    }
    return String(result)
  }

  /// True when ``sanitize(_:)`` would change `text`.
  public static func needsSanitizing(_ text: String) -> Bool {
    for byte in text.utf8 {
      // Every unsafe scalar starts with one of these bytes in UTF-8: controls and DEL are single
      // bytes, C1 controls start with 0xC2, U+061C with 0xD8, the other bidi controls and the
      // line and paragraph separators with 0xE2.
      switch byte {
      case 0x00..<0x20, 0x7F:
        return true
      case 0xC2, 0xD8, 0xE2:
        return text.unicodeScalars.contains { replacement(for: $0) != nil }
      default:
        continue
      }
    }
    return false
  }

  /// What `scalar` is shown as, or `nil` when it is safe as it is.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x09, 0x2028, 0x2029:
      return " "
    case 0x00..<0x20:
      return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return "\u{FFFD}"
    default:
      return nil
    }
  }
}
