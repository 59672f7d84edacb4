/// The keys a search bar handles.
///
/// | Key | Effect |
/// |---|---|
/// | a character | inserted at the cursor |
/// | Backspace, Delete | delete the character before, after the cursor |
/// | Left, Right | move the cursor by one character |
/// | Home or Ctrl-A, End or Ctrl-E | move the cursor to the start, the end |
/// | Ctrl-U, Ctrl-K | delete everything before, after the cursor |
/// | Enter | ``SearchBarDelegate/searchBarSearchButtonClicked(_:)`` |
/// | Escape | clears the text; not handled when the text is already empty |
///
/// Every other key, Up and Down included, goes up the responder chain.
extension SearchBar {
  func handleEditingKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isDisjoint(with: [.alt, .control]) else { return false }
    switch event.key {
    case .character(let character):
      editor.insert(String(character))
      textDidChange()
    case .backspace:
      if editor.deleteBackward() { textDidChange() }
    case .delete:
      if editor.deleteForward() { textDidChange() }
    case .control("u"):
      if editor.deleteToStart() { textDidChange() }
    case .control("k"):
      if editor.deleteToEnd() { textDidChange() }
    case .left:
      moveCursor(to: editor.cursor - 1)
    case .right:
      moveCursor(to: editor.cursor + 1)
    case .home, .control("a"):
      moveCursor(to: 0)
    case .end, .control("e"):
      moveCursor(to: editor.characters.count)
    case .enter:
      delegate?.searchBarSearchButtonClicked(self)
    case .escape:
      guard !editor.characters.isEmpty else { return false }
      editor.replaceAll(with: "")
      textDidChange()
    default:
      return false
    }
    return true
  }

  func insertTypedText(_ typed: String) {
    guard !typed.isEmpty else { return }
    editor.insert(typed)
    textDidChange()
  }

  func insertPastedText(_ pasted: String) {
    let flattened = String(pasted.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    guard !flattened.isEmpty else { return }
    editor.insert(flattened)
    textDidChange()
  }

  private func moveCursor(to position: Int) {
    editor.moveCursor(to: position)
    setNeedsDisplay()
  }

  private func textDidChange() {
    setNeedsDisplay()
    delegate?.searchBar(self, textDidChange: editor.text)
  }
}
