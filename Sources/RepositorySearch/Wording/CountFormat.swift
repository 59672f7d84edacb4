/// Formats counts the way the screens show them, the same in every architecture.
///
/// Every function takes any `Int` a response can hold: a negative count reads as 0, and the
/// largest are abbreviated without overflowing.
public enum CountFormat {
  /// The units of ``abbreviated(_:)``, smallest first: thousand, million, billion, trillion,
  /// quadrillion, quintillion.
  private static let units: [(size: Int, suffix: String)] = [
    (1_000, "k"), (1_000_000, "m"), (1_000_000_000, "b"), (1_000_000_000_000, "t"),
    (1_000_000_000_000_000, "q"), (1_000_000_000_000_000_000, "Q"),
  ]

  /// A count abbreviated to at most four characters: `999`, `1.2k`, `67k`, `1.1m`, `2.5b`.
  ///
  /// Digits are cut, never rounded up, so `999_999` reads `999k` rather than `1000k`.
  public static func abbreviated(_ count: Int) -> String {
    let count = max(0, count)
    guard count >= 1_000 else { return String(count) }
    let unit = units.last { count >= $0.size } ?? units[0]
    let whole = count / unit.size
    guard whole < 10 else { return "\(whole)\(unit.suffix)" }
    let tenth = (count % unit.size) / (unit.size / 10)
    return tenth == 0 ? "\(whole)\(unit.suffix)" : "\(whole).\(tenth)\(unit.suffix)"
  }

  /// A count with thousands separators: `1,234,567`; a negative count reads `0`.
  public static func grouped(_ count: Int) -> String {
    let digits = String(max(0, count))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// The results line under the table: `30 of 1,234`.
  ///
  /// The total is never less than what was loaded, whatever the server claimed.
  public static func resultSummary(loaded: Int, total: Int) -> String {
    "\(grouped(loaded)) of \(grouped(max(loaded, total)))"
  }

  /// A wait in the unit a person reads best: `42 s`, `3 min`, `5 h`; rounded up, never more
  /// than a day.
  public static func duration(seconds: Int) -> String {
    let seconds = min(max(0, seconds), 86_400)
    switch seconds {
    case ..<120: return "\(seconds) s"
    case ..<7_200: return "\((seconds + 59) / 60) min"
    default: return "\((seconds + 3_599) / 3_600) h"
    }
  }
}
