import Foundation

/// GitHub's timestamps, such as `2014-06-02T17:17:13Z`, read with plain arithmetic, and their
/// day written the same way.
///
/// Foundation's ISO-8601 strategies work through ICU's calendars, which cost every demo about
/// 2.5 MB of resident memory for a format that never changes. GitHub writes UTC with a `Z`;
/// fractional seconds and an offset such as `+09:00` are read too, so that no valid timestamp
/// is refused.
public enum GitHubTimestamp {
  /// The moment `text` names, or `nil` when it is not an ISO-8601 date and time with a zone.
  public static func date(from text: String) -> Date? {
    var scanner = Scanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t"),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), scanner.skip(":"),
      let second = scanner.number(digits: 2),
      (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let fraction = scanner.skip(".") ? scanner.fraction() : 0
    guard let fraction, let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
    let seconds =
      daysSince1970(year: year, month: month, day: day) * 86_400
      + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
  }

  /// The day of `date` in UTC, such as `2014-06-02`, or `nil` outside the years 0000 to 9999
  /// that the format can write.
  public static func day(of date: Date) -> String? {
    let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    guard days >= -719_528, days <= 2_932_896 else { return nil }
    let (year, month, day) = civilDate(daysSince1970: Int(days))
    return "\(padded(year, to: 4))-\(padded(month, to: 2))-\(padded(day, to: 2))"
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  // The two conversions below are Howard Hinnant's `days_from_civil` and `civil_from_days`,
  // for the proleptic Gregorian calendar, with eras of 400 years (146,097 days).

  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let days = days + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func padded(_ number: Int, to width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Reads a timestamp's bytes from the front.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    /// Exactly `digits` ASCII digits, as a number; nothing is read when they are not there.
    mutating func number(digits: Int) -> Int? {
      let end = index + digits
      guard end <= bytes.count else { return nil }
      // Positions counted by hand rather than a slice's iterator: this runs for every
      // timestamp of every page, also where the module is built without optimization.
      var value = 0
      var position = index
      while position < end {
        let byte = bytes[position]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        position += 1
      }
      index = end
      return value
    }

    /// One or more digits after the decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
      var value = 0.0
      var scale = 1.0
      while let digit = number(digits: 1) {
        scale /= 10
        value += Double(digit) * scale
      }
      return scale < 1 ? value : nil
    }

    /// `Z`, or `+hh:mm` / `-hh:mm` (the colon optional), in seconds east of UTC.
    mutating func zoneOffset() -> Int? {
      if skip("Z") || skip("z") { return 0 }
      let sign = skip("+") ? 1 : skip("-") ? -1 : 0
      guard sign != 0, let hours = number(digits: 2) else { return nil }
      _ = skip(":")
      guard let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }
  }
}
