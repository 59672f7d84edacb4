import Testing

@testable import TerminalUI

@Suite struct EditableTextTests {
  @Test func insertsAtTheCursorAndMovesPastTheInsertion() {
    var text = EditableText("ac")
    text.moveCursor(to: 1)
    text.insert("b")
    #expect(text.text == "abc")
    #expect(text.cursor == 2)
  }

  @Test func editsWideCharactersAsOneCharacter() {
    var text = EditableText("検索")
    #expect(text.characters.count == 2)
    text.moveCursor(to: 1)
    let deleted = text.deleteBackward()
    #expect(deleted)
    #expect(text.text == "索")
    #expect(text.cursor == 0)
  }

  @Test func joinsACombiningAccentTypedAfterItsLetter() {
    var text = EditableText()
    text.insert("e")
    text.insert("\u{301}")
    #expect(text.text == "e\u{301}")
    #expect(text.characters.count == 1)
    #expect(text.cursor == 1)
    _ = text.deleteBackward()
    #expect(text.text.isEmpty)
  }

  @Test func buildsAFamilyEmojiFromItsPiecesIntoOneCharacter() {
    var text = EditableText("a")
    for piece in ["👨", "\u{200D}", "👩", "\u{200D}", "👧"] { text.insert(piece) }
    #expect(text.text == "a👨‍👩‍👧")
    #expect(text.characters == ["a", "👨‍👩‍👧"])
    text.moveCursor(to: 1)
    _ = text.deleteForward()
    #expect(text.text == "a")
  }

  @Test func deletesToEitherEndOfTheLine() {
    var text = EditableText("hello world")
    text.moveCursor(to: 5)
    let deletedTail = text.deleteToEnd()
    #expect(deletedTail && text.text == "hello")
    text.moveCursor(to: 2)
    let deletedHead = text.deleteToStart()
    #expect(deletedHead && text.text == "llo")
    #expect(text.cursor == 0)
  }

  @Test func reportsEditsThatFindNothingToDelete() {
    var text = EditableText("ab")
    let deletedAfterEnd = text.deleteForward() || text.deleteToEnd()
    text.moveCursor(to: 0)
    let deletedBeforeStart = text.deleteBackward() || text.deleteToStart()
    #expect(!deletedAfterEnd && !deletedBeforeStart)
    #expect(text.text == "ab")
  }

  @Test func clampsTheCursorToTheText() {
    var text = EditableText("abc")
    text.moveCursor(to: -4)
    #expect(text.cursor == 0)
    text.moveCursor(to: 99)
    #expect(text.cursor == 3)
  }

  @Test func keepsTheStringAndTheCharactersInStepThroughMiddleEdits() {
    var text = EditableText("ab👨‍👩‍👧cd")
    text.moveCursor(to: 3)
    text.insert("検")
    _ = text.deleteForward()
    text.moveCursor(to: 1)
    _ = text.deleteBackward()
    #expect(text.text == "b👨‍👩‍👧検d")
    #expect(String(text.characters) == text.text)
  }

  @Test func takesATenThousandCharacterPasteInOneGo() {
    var text = EditableText("start ")
    let paste = String(repeating: "ab検👍🏽", count: 2_500)
    text.insert(paste)
    text.insert("!")
    #expect(text.characters.count == 6 + 10_000 + 1)
    #expect(text.text == "start " + paste + "!")
    #expect(text.cursor == text.characters.count)
  }
}
