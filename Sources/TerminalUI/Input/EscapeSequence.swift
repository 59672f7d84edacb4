/// One complete escape sequence from the terminal, `ESC [ … final` (CSI) or `ESC O … final`
/// (SS3), and the key it stands for.
///
/// Terminals encode the same key in several ways (xterm, VT220, rxvt and the Linux console
/// each have their own); all the common ones map to the same ``KeyEvent`` here. A sequence
/// that names no key this toolkit knows (Insert, focus reports, mouse) maps to `nil` and is
/// dropped whole, so none of its bytes can leak into the text being typed.
struct EscapeSequence: Sendable {
  /// The bytes after ESC that say which kind of sequence follows.
  enum Introducer: Sendable {
    /// `ESC [`: Control Sequence Introducer.
    case controlSequence
    /// `ESC O`: Single Shift 3, used by cursor keys in application mode and by F1–F4.
    case singleShift
  }

  /// The sequence's kind.
  let introducer: Introducer
  /// The parameter bytes between the introducer and the final byte, such as `1;5`.
  let parameters: [UInt8]
  /// The byte that ends the sequence and mostly names the key.
  let final: UInt8

  /// True for `ESC[200~`, which starts a bracketed paste.
  var isPasteStart: Bool {
    introducer == .controlSequence && final == UInt8(ascii: "~") && firstNumber == 200
  }

  /// The key press the sequence stands for, or `nil` when it stands for none.
  var keyEvent: KeyEvent? {
    guard let numbers, let key = key(firstNumber: numbers[0]) else { return nil }
    let modifierCode = numbers.count > 1 ? numbers[1] ?? 1 : 1
    return KeyEvent(key, modifiers: Self.modifiers(fromCode: modifierCode))
  }

  private var firstNumber: Int? {
    numbers?[0] ?? nil
  }

  /// The parameters as numbers, `nil` where one is empty; `nil` as a whole when a byte is
  /// neither a digit nor `;`, as in private sequences such as mouse reports (`ESC[<…`).
  private var numbers: [Int?]? {
    var result: [Int?] = []
    var current: Int?
    for byte in parameters {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 9_999)
      case UInt8(ascii: ";"):
        result.append(current)
        current = nil
      default:
        return nil
      }
    }
    result.append(current)
    return result
  }

  private func key(firstNumber: Int?) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      return .function(Int(final - UInt8(ascii: "P")) + 1)
    case UInt8(ascii: "Z") where introducer == .controlSequence: return .backTab
    case UInt8(ascii: "M") where introducer == .singleShift: return .enter
    case UInt8(ascii: "~") where introducer == .controlSequence:
      return Self.tildeKeys[firstNumber ?? 0]
    default: return nil
    }
  }

  /// Keys sent as `ESC[<number>~` (VT220 style), by number.
  private static let tildeKeys: [Int: Key] = [
    1: .home, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12),
  ]

  /// xterm's modifier parameter: one more than a bit set of Shift 1, Alt 2, Control 4, Meta 8.
  static func modifiers(fromCode code: Int) -> KeyModifiers {
    let bits = max(0, code - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }
}
