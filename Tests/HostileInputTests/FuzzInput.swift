import Foundation
import TestSupport
import Testing

/// Random hostile input for the fuzz tests, drawn from one seeded generator.
///
/// The seed comes from `FUZZ_SEED` when it is set (`Scripts/fuzz` sets a random one), else it
/// is fixed, so `swift test` always runs the same cases; `FUZZ_ITERATIONS` runs more of them.
struct FuzzInput {
  /// The seed of this run, printed with every failure so that it can be replayed.
  let seed: UInt64
  /// How many cases each fuzz test runs.
  let iterations: Int
  private var generator: SeededRandomNumberGenerator

  /// Input for `salt`'s test: each test gets its own sequence from the one seed.
  init(salt: UInt64) {
    let environment = ProcessInfo.processInfo.environment
    seed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2024
    iterations = environment["FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 40
    generator = SeededRandomNumberGenerator(seed: seed ^ salt)
  }

  /// Says how to replay a failure.
  var replay: Comment {
    "replay with FUZZ_SEED=\(seed)"
  }

  mutating func number(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func chance(_ percent: Int) -> Bool {
    number(in: 1...100) <= percent
  }

  /// Pieces terminals and hostile text are made of: sequences, controls, bidi overrides,
  /// separators, combining marks, emoji, wide characters.
  private static let fragments: [String] = [
    "\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^", "\u{1B}X", "\u{1B}O",
    "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}[3~", "\u{1B}[<0;3;4M",
    "\u{1B}[M", "\u{1B}\\", "\u{07}", "\u{03}", "\u{18}", "\r", "\n", "\r\n", "\t", "\u{7F}",
    "\u{8}", "\u{0}", "\u{85}", "\u{9B}", "\u{9D}", "\u{202E}", "\u{2066}", "\u{200F}",
    "\u{2028}", "\u{2029}", "\u{301}", "\u{200D}", "\u{FE0F}", "👨‍👩‍👧", "👍🏽", "🇯🇵", "🇯", "検索",
    "ｶﾞ", "é", ";", "0", "9", "~", "[", "]", "swift", " ", "…", "\u{FFFD}", "\u{AD}",
  ]

  /// A string of `maximumPieces` pieces at most: fragments and random scalars.
  mutating func string(maximumPieces: Int = 40) -> String {
    var text = ""
    for _ in 0..<number(in: 0...maximumPieces) {
      if chance(70) {
        text += Self.fragments[number(in: 0...(Self.fragments.count - 1))]
      } else if let scalar = Unicode.Scalar(UInt32(number(in: 0...0x1_FFFF))) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// Bytes as a terminal or a hostile paste might send them, valid UTF-8 or not.
  mutating func bytes(maximumCount: Int = 200) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < number(in: 0...maximumCount) {
      if chance(50) {
        bytes += Array(string(maximumPieces: 3).utf8)
      } else {
        bytes.append(UInt8(number(in: 0...255)))
      }
    }
    return bytes
  }

  /// `bytes` cut into reads of random sizes.
  mutating func reads(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var reads: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + number(in: 1...16))
      reads.append(bytes[start..<end])
      start = end
    }
    return reads
  }
}

/// The scalars that must never reach the terminal: C0 controls, DEL, C1 controls, bidi
/// controls and the line and paragraph separators.
func isForbiddenOnScreen(_ scalar: Unicode.Scalar) -> Bool {
  // Printable ASCII first: most of what a screen shows, decided in two comparisons.
  if scalar.value >= 0x20, scalar.value < 0x7F { return false }
  return switch scalar.value {
  case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
    0x2028, 0x2029:
    true
  default:
    false
  }
}

/// The forbidden scalars in `lines`, as text a failure message can show.
func forbiddenScalars(in lines: [String]) -> [String] {
  // Plain loops: every frame of every fuzz case passes through here.
  var found: [String] = []
  for line in lines {
    for scalar in line.unicodeScalars where isForbiddenOnScreen(scalar) {
      found.append("U+" + String(scalar.value, radix: 16, uppercase: true))
    }
  }
  return found
}
