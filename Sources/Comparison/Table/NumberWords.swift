/// English number words as the docs' sentences write counts: `four`, `Eleven`, `ninety-seven`,
/// `a hundred`, `one hundred and five`.
///
/// The one reader of a number spelled out, shared by `compare table --write` (which writes a
/// count back in the sentence's own form) and the number check of the docs (which reads every
/// number a learner reads, in digits or in words).
package enum NumberWords {
  /// The words of zero to nineteen, by value.
  private static let units = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]

  /// The words of the tens from twenty, by value.
  private static let tens = [
    20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
    80: "eighty", 90: "ninety",
  ]

  /// Every single word's value: the units and the tens.
  private static let valueOfWord: [String: Int] = Dictionary(
    uniqueKeysWithValues: units.enumerated().map { ($0.element, $0.offset) }
      + tens.map { ($0.value, $0.key) })

  /// The value of one word without a hyphen (`seven`, `Ninety`), or nil.
  package static func value(ofWord word: some StringProtocol) -> Int? {
    valueOfWord[word.lowercased()]
  }

  /// The value of a number below a hundred written as one word or a hyphenated compound of a
  /// ten and a unit (`ninety-seven`), or nil.
  package static func value(ofCompound text: some StringProtocol) -> Int? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      return value(ofWord: parts[0])
    case 2:
      guard let ten = value(ofWord: parts[0]), ten >= 20, ten % 10 == 0,
        let unit = value(ofWord: parts[1]), (1...9).contains(unit)
      else { return nil }
      return ten + unit
    default:
      return nil
    }
  }

  /// The value of `text`, a number in words: a word or compound below a hundred, or `a hundred`,
  /// `one hundred`, `nine hundred and ninety-nine`; nil for anything else.
  package static func value(of text: some StringProtocol) -> Int? {
    let words = text.split(whereSeparator: \.isWhitespace)
    guard let first = words.first else { return nil }
    if words.count == 1 { return value(ofCompound: first) }
    let hundreds = first.lowercased() == "a" ? 1 : value(ofWord: first)
    guard let hundreds, (1...9).contains(hundreds), words[1].lowercased() == "hundred" else {
      return nil
    }
    switch words.count {
    case 2:
      return hundreds * 100
    case 4 where words[2].lowercased() == "and":
      guard let rest = value(ofCompound: words[3]), (1...99).contains(rest) else { return nil }
      return hundreds * 100 + rest
    default:
      return nil
    }
  }

  /// `value` in words, below a hundred (`ninety-seven`); nil from a hundred on, which a sentence
  /// writes in digits.
  package static func words(for value: Int) -> String? {
    guard (0..<100).contains(value) else { return nil }
    if value < units.count { return units[value] }
    let ten = value / 10 * 10
    guard let tenWord = tens[ten] else { return nil }
    return value == ten ? tenWord : tenWord + "-" + units[value - ten]
  }

  /// A regular expression that matches a number in words from `lowest` to ninety-nine.
  ///
  /// It has no group of its own: it is what a pattern puts in its group for a count in words
  /// (`three`, `eleven`, `ninety-seven`). `lowest` is below twenty.
  package static func pattern(from lowest: Int) -> String {
    let tensWords = tens.keys.sorted().compactMap { tens[$0] }.joined(separator: "|")
    let unitWords = units[1...9].joined(separator: "|")
    let below20 = units[max(lowest, 0)..<units.count].sorted { $0.count > $1.count }
    return "(?:\(tensWords))(?:-(?:\(unitWords)))?|" + below20.joined(separator: "|")
  }
}
