/// A one-line text field for a search, like `UISearchBar`.
///
/// It shows ``prompt``, then the text, or ``placeholder`` dimmed while the text is empty; when
/// focused, the cursor is the cell drawn in reverse video. Text wider than the field scrolls
/// sideways to keep the cursor in view. The keys it handles are in `SearchBar+Editing.swift`;
/// every edit the person makes is reported to the ``delegate``.
@MainActor
open class SearchBar: View {
  /// Told about edits and Enter.
  public weak var delegate: (any SearchBarDelegate)?

  /// Shown dimmed while the text is empty.
  public var placeholder: String {
    didSet { setNeedsDisplay() }
  }

  /// Shown in bold before the text.
  public var prompt: String {
    didSet { setNeedsDisplay() }
  }

  var editor = EditableText()
  private var firstVisibleCharacter = 0

  /// Creates an empty search bar.
  public init(placeholder: String = "", prompt: String = "Search: ") {
    self.placeholder = placeholder
    self.prompt = prompt
    super.init()
  }

  /// The text in the field.
  ///
  /// Setting it moves the cursor to the end and does not call the delegate.
  public var text: String {
    get { editor.text }
    set {
      editor.replaceAll(with: newValue)
      setNeedsDisplay()
    }
  }

  /// The number of characters before the cursor; setting it clamps to the text.
  public var cursorPosition: Int {
    get { editor.cursor }
    set {
      editor.moveCursor(to: newValue)
      setNeedsDisplay()
    }
  }

  /// A search bar takes the focus.
  open override var canBecomeFirstResponder: Bool {
    true
  }

  /// Tells the delegate that editing began: the search bar has the focus.
  open override func didBecomeFirstResponder() {
    delegate?.searchBarTextDidBeginEditing(self)
  }

  /// Tells the delegate that editing ended: the focus went elsewhere.
  open override func didResignFirstResponder() {
    delegate?.searchBarTextDidEndEditing(self)
  }

  /// Edits the text; see `SearchBar+Editing.swift` for the keys.
  open override func keyPressed(_ event: KeyEvent) -> Bool {
    handleEditingKey(event)
  }

  /// Inserts typed characters at the cursor in one edit, with one call to the delegate.
  open override func insertText(_ text: String) -> Bool {
    insertTypedText(text)
    return true
  }

  /// Inserts `text` at the cursor as it is, except that line breaks and tabs become spaces: a
  /// paste never submits.
  open override func paste(_ text: String) -> Bool {
    insertPastedText(text)
    return true
  }

  /// One row, as wide as offered.
  open override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: 1)
  }

  /// Draws the prompt, then the visible part of the text or the placeholder, then the cursor.
  open override func draw(in context: DrawingContext) {
    let promptWidth = context.draw(prompt, at: .zero, style: Style(isBold: true))
    let fieldWidth = bounds.width - promptWidth
    guard fieldWidth > 0 else { return }
    let cursorStyle = Style(isInverse: true)
    let characters = editor.characters
    if characters.isEmpty {
      context.draw(
        TextLayout.truncate(placeholder, toWidth: fieldWidth), at: Point(x: promptWidth, y: 0),
        style: Style(isDim: true))
      if isFirstResponder {
        let underCursor = placeholder.first.map { String($0) } ?? " "
        context.draw(underCursor, at: Point(x: promptWidth, y: 0), style: cursorStyle)
      }
      return
    }
    scrollToShowCursor(fieldWidth: fieldWidth)
    var x = promptWidth
    var index = firstVisibleCharacter
    while index < characters.count {
      let width = DisplayWidth.of(characters[index])
      if x + width > bounds.width { break }
      let style = isFirstResponder && index == editor.cursor ? cursorStyle : Style.plain
      context.draw(String(characters[index]), at: Point(x: x, y: 0), style: style)
      x += width
      index += 1
    }
    if isFirstResponder, editor.cursor == characters.count, x < bounds.width {
      context.draw(" ", at: Point(x: x, y: 0), style: cursorStyle)
    }
  }

  /// Picks the first visible character so that the cursor shows and the field is as full as
  /// it can be; looks only at about a field's width of characters.
  private func scrollToShowCursor(fieldWidth: Int) {
    let characters = editor.characters
    let cursor = editor.cursor
    let cursorWidth = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
    // The leftmost start that still shows the cursor.
    var used = cursorWidth
    var lowest = cursor
    while lowest > 0, used + DisplayWidth.of(characters[lowest - 1]) <= fieldWidth {
      used += DisplayWidth.of(characters[lowest - 1])
      lowest -= 1
    }
    // The leftmost start that shows the whole rest of the text, with the cursor after it.
    used = 1
    var fullest = characters.count
    while fullest > 0, used + DisplayWidth.of(characters[fullest - 1]) <= fieldWidth {
      used += DisplayWidth.of(characters[fullest - 1])
      fullest -= 1
    }
    firstVisibleCharacter = min(max(min(firstVisibleCharacter, cursor), lowest), fullest)
  }
}
