/// Formats counts the way the screens show them, the same in every architecture.
public enum CountFormat {
  /// A count abbreviated to at most four characters: `999`, `1.2k`, `67k`, `1.1m`.
  ///
  /// Digits are cut, never rounded up, so `999_999` reads `999k` rather than `1000k`.
  public static func abbreviated(_ count: Int) -> String {
    let count = max(0, count)
    switch count {
    case ..<1_000:
      return String(count)
    case ..<1_000_000:
      return scaled(count, unit: 1_000, suffix: "k")
    default:
      return scaled(count, unit: 1_000_000, suffix: "m")
    }
  }

  /// A count with thousands separators: `1,234,567`.
  public static func grouped(_ count: Int) -> String {
    let digits = String(abs(count))
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return count < 0 ? "-" + result : result
  }

  /// The results line under the table: `30 of 1,234`.
  public static func resultSummary(loaded: Int, total: Int) -> String {
    "\(grouped(loaded)) of \(grouped(total))"
  }

  private static func scaled(_ count: Int, unit: Int, suffix: String) -> String {
    let whole = count / unit
    guard whole < 10 else { return "\(whole)\(suffix)" }
    let tenth = (count % unit) / (unit / 10)
    return tenth == 0 ? "\(whole)\(suffix)" : "\(whole).\(tenth)\(suffix)"
  }
}
