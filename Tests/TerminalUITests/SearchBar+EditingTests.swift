import Testing

@testable import TerminalUI

@MainActor
@Suite struct SearchBarEditingTests {
  private let searchBar = SearchBar()
  private let spy = SearchBarSpy()

  init() {
    searchBar.delegate = spy
  }

  @discardableResult
  private func press(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
    searchBar.keyPressed(KeyEvent(key, modifiers: modifiers))
  }

  private func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  @Test func typesAtTheCursorAndReportsEveryChange() {
    type("ac")
    press(.left)
    type("b")
    #expect(searchBar.text == "abc")
    #expect(searchBar.cursorPosition == 2)
    #expect(spy.changes == ["a", "ac", "abc"])
  }

  @Test func editsJapaneseEmojiAndCombiningCharactersAsWholeCharacters() {
    type("検索")
    press(.character("e"))
    press(.character("\u{301}"))
    press(.character("👨‍👩‍👧"))
    #expect(searchBar.text == "検索e\u{301}👨‍👩‍👧")
    #expect(searchBar.cursorPosition == 4)

    press(.left)
    press(.backspace)
    #expect(searchBar.text == "検索👨‍👩‍👧")
    press(.delete)
    #expect(searchBar.text == "検索")
    press(.home)
    press(.right)
    press(.delete)
    #expect(searchBar.text == "検")
    press(.end)
    #expect(searchBar.cursorPosition == 1)
  }

  @Test func controlChordsMoveAndDeleteToTheEnds() {
    type("hello world")
    press(.control("a"))
    #expect(searchBar.cursorPosition == 0)
    press(.control("e"))
    #expect(searchBar.cursorPosition == 11)
    for _ in 0..<5 { press(.left) }
    press(.control("k"))
    #expect(searchBar.text == "hello ")
    press(.left)
    press(.control("u"))
    #expect(searchBar.text == " ")
    #expect(spy.changes.suffix(2) == ["hello ", " "])
  }

  @Test func deletingAtTheEdgesChangesNothingAndReportsNothing() {
    type("a")
    press(.delete)
    press(.control("k"))
    press(.home)
    press(.backspace)
    press(.control("u"))
    #expect(searchBar.text == "a")
    #expect(spy.changes == ["a"])
  }

  @Test func enterSubmitsTheText() {
    type("swift")
    #expect(press(.enter))
    #expect(spy.submissions == ["swift"])
  }

  @Test func escapeClearsTheTextThenPassesThrough() {
    type("swift")
    #expect(press(.escape))
    #expect(searchBar.text.isEmpty)
    #expect(spy.changes.last?.isEmpty == true)
    #expect(!press(.escape))
  }

  @Test func aPasteIsInsertedLiterallyWithLineBreaksAsSpacesAndNeverSubmits() {
    type("ab")
    press(.left)
    #expect(searchBar.paste("x\ny\r\nz\tw"))
    #expect(searchBar.text == "ax y z wb")
    #expect(searchBar.cursorPosition == 8)
    #expect(spy.submissions.isEmpty)
    #expect(spy.changes.last == "ax y z wb")
  }

  @Test func aTenThousandCharacterPasteArrivesWhole() {
    let paste = String(repeating: "検索 swift ", count: 1_000)
    #expect(searchBar.paste(paste))
    #expect(searchBar.text == paste)
    #expect(searchBar.cursorPosition == paste.count)
    #expect(spy.changes.count == 1)
  }

  @Test func leavesFocusKeysAndModifiedCharactersToTheChain() {
    #expect(!press(.up))
    #expect(!press(.down))
    #expect(!press(.tab))
    #expect(!press(.character("x"), modifiers: .alt))
    #expect(press(.character("X"), modifiers: .shift))
    #expect(searchBar.text == "X")
  }
}
