/// How many terminal columns text takes.
///
/// Widths follow the Unicode data in ``DisplayWidthTable``: East Asian Wide and Fullwidth
/// characters and emoji take two columns; combining marks, format characters (ZWJ, ZWNJ,
/// variation selectors, other Cf) take none and add nothing to the character they join;
/// everything else, East Asian Ambiguous included, takes one.
///
/// A `Character` is a whole grapheme cluster, so sequences that draw as one emoji are measured
/// as one: `👍🏽` (modifier), `👨‍👩‍👧` (ZWJ), `🇯🇵` (flag) and `❤️` (text emoji with VS16) are
/// all two columns. A lone regional indicator (`🇯`) is one column, as East Asian Width and the
/// C library's `wcwidth` say, which is what most terminals draw.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    var width = 0
    var isEmojiBase = false
    var regionalIndicatorCount = 0
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0F:
        // VS16 asks for the emoji presentation of the character before it.
        if isEmojiBase { return 2 }
      case 0x1F3FB...0x1F3FF:
        // A skin tone modifier turns its base into a two-column emoji.
        if width > 0 { return 2 }
      case 0x1F1E6...0x1F1FF:
        regionalIndicatorCount += 1
        if regionalIndicatorCount == 2 { return 2 }
      default:
        break
      }
      if width == 0 {
        width = of(scalar)
        isEmojiBase = width > 0 && scalar.properties.isEmoji
      }
    }
    return width
  }

  /// The columns `text` takes.
  public static func of(_ text: some StringProtocol) -> Int {
    var isPrintableASCII = true
    for byte in text.utf8 where byte < 0x20 || byte >= 0x7F {
      isPrintableASCII = false
      break
    }
    if isPrintableASCII { return text.utf8.count }
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The columns one scalar takes on its own: 0 for controls and zero-width scalars, else 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if contains(value, in: DisplayWidthTable.zeroWidth) { return 0 }
    if value >= 0x1100, contains(value, in: DisplayWidthTable.wide) { return 2 }
    return 1
  }

  /// True when a terminal that measures code point by code point would disagree with ``of(_:)``.
  ///
  /// Terminals differ on emoji sequences: one that adds up `wcwidth` of each scalar draws `👍🏽`
  /// in four columns. The renderer moves the cursor explicitly after such a character so the
  /// rest of the row stays where the layout put it, whatever the terminal did.
  static func mayDifferAcrossTerminals(_ character: Character) -> Bool {
    guard character.asciiValue == nil else { return false }
    let scalars = character.unicodeScalars
    guard scalars.index(after: scalars.startIndex) != scalars.endIndex else {
      // A lone regional indicator is one column here but two in some terminals.
      return (0x1F1E6...0x1F1FF).contains(scalars[scalars.startIndex].value)
    }
    var sum = 0
    for scalar in scalars {
      sum += of(scalar)
    }
    return sum != of(character)
  }

  /// Binary search for `value` in a flat list of sorted `first, last` pairs.
  private static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if value > ranges[middle * 2 + 1] {
        low = middle + 1
      } else if value < ranges[middle * 2] {
        high = middle
      } else {
        return true
      }
    }
    return false
  }
}
