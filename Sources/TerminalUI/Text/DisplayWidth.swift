/// How many terminal columns text takes.
///
/// Widths follow the Unicode data in ``DisplayWidthTable``: East Asian Wide and Fullwidth
/// characters and emoji take two columns; combining marks, format characters (ZWJ, ZWNJ,
/// variation selectors, other Cf) take none and add nothing to the character they join;
/// everything else, East Asian Ambiguous included, takes one.
///
/// Text is measured as it is drawn: after ``Sanitizer`` has replaced its controls, ESC, DEL,
/// bidi controls and line separators, each with a one-column character. So a string can be
/// measured before or after sanitizing with the same answer, and layout never drifts from
/// what the canvas draws.
///
/// A `Character` is a whole grapheme cluster, so sequences that draw as one emoji are measured
/// as one: `👍🏽` (modifier), `👨‍👩‍👧` (ZWJ), `🇯🇵` (flag) and `❤️` (text emoji with VS16) are
/// all two columns. A lone regional indicator (`🇯`) is one column, as East Asian Width and the
/// C library's `wcwidth` say, which is what most terminals draw.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2 for nearly all text.
  ///
  /// A cluster that is an emoji sequence takes two columns. Any other cluster takes what its
  /// scalars add up to, as a terminal draws it: `e` + accent is one column, `ｶﾞ` (half-width
  /// kana with its half-width voiced mark) two.
  public static func of(_ character: Character) -> Int {
    if character.asciiValue != nil {
      // Printable or not, every ASCII scalar draws as one column; CR LF, one cluster, as two.
      return character.utf8.count
    }
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    guard iterator.next() != nil else { return of(first) }
    var sum = 0
    var regionalIndicatorCount = 0
    var isJoined = false
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0F:
        // VS16 asks for the emoji presentation of the character before it.
        if first.properties.isEmoji { return 2 }
      case 0x1F3FB...0x1F3FF:
        // A skin tone modifier turns its base into one two-column emoji.
        if sum > 0 { return 2 }
      case regionalIndicators:
        regionalIndicatorCount += 1
        if regionalIndicatorCount == 2 { return 2 }
      case 0x200D:
        isJoined = true
      default:
        break
      }
      sum += of(scalar)
    }
    // A ZWJ sequence draws as one glyph: an emoji (two columns) or a ligature.
    return isJoined ? min(sum, 2) : sum
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
    if text.unicodeScalars.allSatisfy(isClusterOfItsOwn) {
      for scalar in text.unicodeScalars {
        total += of(scalar)
      }
    } else {
      for character in text {
        total += of(character)
      }
    }
    return total
  }

  /// True when `scalar` never joins a neighbour into one grapheme cluster.
  ///
  /// Covers the scripts and symbols most text uses (Latin, Greek, Cyrillic, punctuation,
  /// symbols, kana, CJK, Hangul syllables, single emoji). Text made only of such scalars can
  /// be measured and drawn scalar by scalar, far faster than by grapheme clusters; any other
  /// scalar (a combining mark, a joiner, a jamo, a regional indicator) sends the text down the
  /// cluster path.
  static func isClusterOfItsOwn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205F,
      0x2070...0x20CF, 0x2100...0x2BFF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096,
      0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D,
      0xFFA0...0xFFEF, 0xFFFD, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
      true
    default:
      false
    }
  }

  /// The columns one scalar takes on its own: 0 for zero-width scalars, else 1 or 2; a
  /// control counts as the one-column character ``Sanitizer`` draws for it.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0xA0 { return 1 }
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if Sanitizer.replacement(for: scalar) != nil { return 1 }
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
      return isRegionalIndicator(scalars[scalars.startIndex])
    }
    var sum = 0
    for scalar in scalars {
      sum += of(scalar)
    }
    return sum != of(character)
  }

  /// True for a regional indicator, one of the 26 letters that make a flag in pairs (`🇯🇵`).
  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    regionalIndicators.contains(scalar.value)
  }

  private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

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
