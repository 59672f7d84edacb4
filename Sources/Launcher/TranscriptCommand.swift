import TerminalUI

/// One line of a transcript session (W3): a query, or a command starting with `:`.
public enum TranscriptCommand: Equatable, Sendable {
  /// Search for the text.
  case search(String)
  /// Select row N, counting from 1.
  case select(RowNumber)
  /// Open the selected row.
  case open
  /// Go back.
  case back
  /// Press one key.
  case press(Key)
  /// Quit.
  case quit

  /// The keys `:key` understands, by name.
  static let keyNames: [String: Key] = [
    "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "up": .up, "down": .down,
    "left": .left, "right": .right, "home": .home, "end": .end, "pageup": .pageUp,
    "pagedown": .pageDown, "backspace": .backspace, "delete": .delete,
  ]

  /// Parses a line; throws a message for a command it does not know.
  public init(line: String) throws(TranscriptCommand.ParseError) {
    guard line.hasPrefix(":") else {
      self = .search(line)
      return
    }
    let words = line.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
    switch (words.first.map(String.init), words.count) {
    case ("select", 2):
      guard let row = RowNumber(words[1]) else {
        throw ParseError(message: "':select' needs a row number from 1, not '\(words[1])'")
      }
      self = .select(row)
    case ("open", 1): self = .open
    case ("back", 1): self = .back
    case ("quit", 1), ("q", 1): self = .quit
    case ("key", 2):
      // Key names in any case; a single character as typed, so that `:key A` types "A".
      if let key = Self.keyNames[words[1].lowercased()] {
        self = .press(key)
      } else if words[1].count == 1, let character = words[1].first {
        self = .press(.character(character))
      } else {
        throw ParseError(message: "':key' does not know '\(words[1])'")
      }
    default:
      throw ParseError(
        message: "unknown command '\(line)' (try :select N, :open, :back, :key K, :quit)")
    }
  }

  /// The row number `:select` was given: the row it means, and the digits as typed, which a
  /// message about the step quotes.
  public struct RowNumber: Equatable, Sendable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    /// The row, counting from 1; `Int.max` for a number too large for `Int`, which is still a
    /// row number: out of range, said when the step is taken.
    public var value: Int
    /// The number as typed.
    public var description: String

    /// Row `value`, typed as Swift writes it.
    public init(integerLiteral value: Int) {
      self.value = value
      description = String(value)
    }

    /// The row number `text` is, or `nil` when it is not a number from 1.
    init?(_ text: Substring) {
      let isNumber = !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
      guard let value = Int(text) ?? (isNumber ? Int.max : nil), value >= 1 else { return nil }
      self.value = value
      description = String(text)
    }
  }

  /// Why a line is not a command.
  public struct ParseError: Error, Equatable {
    /// The line printed to standard error; the session goes on.
    public var message: String

    /// A parse error saying `message`.
    public init(message: String) {
      self.message = message
    }
  }
}
