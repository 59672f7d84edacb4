/// A key the person pressed, after decoding the terminal's byte sequences.
public enum Key: Hashable, Sendable {
  /// A printable character, already combined from its UTF-8 bytes.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or BS).
  case backspace
  /// Forward delete.
  case delete
  /// A lone Escape, told apart from an Alt-key sequence by a short timeout.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A control chord such as Ctrl-C, named by its lowercase letter: `.control("c")`.
  case control(Character)
  /// A function key, F1 to F12.
  case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Option), sent by terminals as an Escape prefix.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control, for keys that are not already a ``Key/control(_:)`` chord.
  public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// One key press with its modifiers.
public struct KeyEvent: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// Creates a key event.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }
}
