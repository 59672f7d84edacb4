/// Puts UTF-8 bytes back together into scalars, one byte at a time, so that a character split
/// across two reads still arrives whole.
///
/// Malformed input becomes U+FFFD, one replacement for each maximal invalid subsequence, as
/// the Unicode standard recommends and `String(decoding:as:)` does.
struct UTF8Assembler: Sendable {
  /// What one byte completed.
  enum Outcome: Equatable, Sendable {
    /// The byte is part of a scalar that is not complete yet.
    case incomplete
    /// The byte completed `scalar`.
    case scalar(Unicode.Scalar)
    /// The bytes so far are malformed and stand for one U+FFFD. When `isByteConsumed` is false
    /// the byte was not part of them and must be read again from the start.
    case malformed(isByteConsumed: Bool)
  }

  private var value: UInt32 = 0
  private var remaining = 0
  /// The range the next continuation byte must fall in; narrower than 0x80...0xBF right after
  /// some lead bytes, which rules out overlong forms, surrogates and values past U+10FFFF.
  private var nextByteRange: ClosedRange<UInt8> = 0x80...0xBF

  /// True while the bytes read so far are the start of a longer scalar.
  var isIncomplete: Bool { remaining > 0 }

  /// Reads one byte.
  mutating func consume(_ byte: UInt8) -> Outcome {
    guard isIncomplete else { return start(byte) }
    guard nextByteRange.contains(byte) else {
      remaining = 0
      return .malformed(isByteConsumed: false)
    }
    value = value << 6 | UInt32(byte & 0x3F)
    remaining -= 1
    nextByteRange = 0x80...0xBF
    guard remaining == 0 else { return .incomplete }
    return Unicode.Scalar(value).map(Outcome.scalar) ?? .malformed(isByteConsumed: true)
  }

  private mutating func start(_ byte: UInt8) -> Outcome {
    switch byte {
    case 0x00...0x7F:
      return .scalar(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      begin(value: byte & 0x1F, remaining: 1, nextByteRange: 0x80...0xBF)
    case 0xE0:
      begin(value: byte & 0x0F, remaining: 2, nextByteRange: 0xA0...0xBF)
    case 0xED:
      begin(value: byte & 0x0F, remaining: 2, nextByteRange: 0x80...0x9F)
    case 0xE1...0xEF:
      begin(value: byte & 0x0F, remaining: 2, nextByteRange: 0x80...0xBF)
    case 0xF0:
      begin(value: byte & 0x07, remaining: 3, nextByteRange: 0x90...0xBF)
    case 0xF4:
      begin(value: byte & 0x07, remaining: 3, nextByteRange: 0x80...0x8F)
    case 0xF1...0xF3:
      begin(value: byte & 0x07, remaining: 3, nextByteRange: 0x80...0xBF)
    default:
      // A continuation byte with no lead, or a byte that never appears in UTF-8.
      return .malformed(isByteConsumed: true)
    }
    return .incomplete
  }

  private mutating func begin(value: UInt8, remaining: Int, nextByteRange: ClosedRange<UInt8>) {
    self.value = UInt32(value)
    self.remaining = remaining
    self.nextByteRange = nextByteRange
  }
}
