/// One line of text being edited: its characters, a cursor between them, and the edits a text
/// field offers.
///
/// The cursor counts whole `Character`s, so `検`, `é` written as `e` plus a combining accent,
/// and `👨‍👩‍👧` each move and delete as one. Text that arrives in pieces (an accent typed after
/// its letter) joins the character before it, exactly as `String` would join it.
///
/// An edit never rebuilds the text from its characters: it replaces the changed bytes of the
/// string in place, so typing or pasting anywhere costs little more than moving the bytes after
/// the cursor, and a 10,000-character paste is one edit.
struct EditableText {
  /// The whole text.
  private(set) var text = ""
  /// The text split into the characters the cursor moves over.
  private(set) var characters: [Character] = []
  /// The number of characters before the cursor, from 0 to `characters.count`.
  private(set) var cursor = 0

  /// Creates an editor holding `text`, with the cursor at the end.
  init(_ text: String = "") {
    replaceAll(with: text)
  }

  /// Replaces the whole text and puts the cursor at the end.
  mutating func replaceAll(with newText: String) {
    text = newText
    characters = Array(newText)
    cursor = characters.count
  }

  /// Moves the cursor to `position`, clamped to the text.
  mutating func moveCursor(to position: Int) {
    cursor = min(max(0, position), characters.count)
  }

  /// Inserts `string` at the cursor and moves the cursor after it.
  mutating func insert(_ string: String) {
    guard !string.isEmpty else { return }
    replace(cursor..<cursor, with: Array(string))
  }

  /// Deletes the character before the cursor; returns `false` at the start.
  mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    replace((cursor - 1)..<cursor, with: [])
    return true
  }

  /// Deletes the character after the cursor; returns `false` at the end.
  mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    replace(cursor..<(cursor + 1), with: [])
    return true
  }

  /// Deletes everything before the cursor; returns `false` when there is nothing.
  mutating func deleteToStart() -> Bool {
    guard cursor > 0 else { return false }
    replace(0..<cursor, with: [])
    return true
  }

  /// Deletes everything after the cursor; returns `false` when there is nothing.
  mutating func deleteToEnd() -> Bool {
    guard cursor < characters.count else { return false }
    replace(cursor..<characters.count, with: [])
    return true
  }

  /// Replaces `range` with `replacement`, joining characters that meet at its edges.
  private mutating func replace(_ range: Range<Int>, with replacement: [Character]) {
    // Only the characters next to the edit can join with it, so only they are re-split. They
    // are copied out, so that no slice keeps the array shared while it changes.
    let start = max(0, range.lowerBound - 1)
    let end = min(characters.count, range.upperBound + 1)
    let before = Array(characters[start..<range.lowerBound])
    let after = Array(characters[range.upperBound..<end])
    let segment = String(before + replacement + after)
    let resplit = Array(segment)
    let cursorOffset = Self.characterCount(
      in: resplit, coveringUTF8: Self.utf8Count(of: before) + Self.utf8Count(of: replacement))
    let replacedUTF8 = Self.utf8Count(of: characters[start..<end])
    // Where the replaced characters start in `text`, counted from the nearer end.
    let startUTF8 =
      start <= characters.count - end
      ? Self.utf8Count(of: characters[..<start])
      : text.utf8.count - replacedUTF8 - Self.utf8Count(of: characters[end...])
    characters.replaceSubrange(start..<end, with: resplit)
    cursor = start + cursorOffset
    let lower = text.utf8.index(text.startIndex, offsetBy: startUTF8)
    let upper = text.utf8.index(lower, offsetBy: replacedUTF8)
    text.replaceSubrange(lower..<upper, with: segment)
  }

  private static func utf8Count(of characters: some Sequence<Character>) -> Int {
    characters.reduce(0) { $0 + $1.utf8.count }
  }

  /// How many of `characters` it takes to cover at least `utf8Length` bytes.
  private static func characterCount(in characters: [Character], coveringUTF8 utf8Length: Int)
    -> Int
  {
    var covered = 0
    var count = 0
    for character in characters where covered < utf8Length {
      covered += character.utf8.count
      count += 1
    }
    return count
  }
}
