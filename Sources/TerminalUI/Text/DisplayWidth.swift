/// How many terminal columns text takes.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    // Placeholder until the table generated from Unicode data lands.
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6:
      return 2
    default:
      return 1
    }
  }

  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }
}
