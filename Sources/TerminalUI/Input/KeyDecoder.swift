/// Turns the bytes a terminal sends into key presses and pastes.
///
/// A pure value: feed it bytes as they arrive, in chunks of any size, and it returns the
/// events they complete, keeping whatever is unfinished (half a UTF-8 character, half an
/// escape sequence, a paste still coming) for the next call.
///
/// One ambiguity needs the clock: a lone ESC may be the Escape key or the start of a sequence
/// (an arrow, or Alt with a letter). Terminals send a sequence in one go, so when
/// ``isWaitingForEscapeTimeout`` is true and no byte follows within ``escapeTimeout``, the
/// caller calls ``flush()`` and the ESC counts as the Escape key. A sequence still unfinished
/// then (`ESC [ 1 ;`, `ESC [ M` without its three mouse bytes, `ESC [ [`) is given up the same
/// way: dropped, so that the keys typed next are read as keys.
///
/// What arrives that is not a key is consumed whole and dropped, so no fragment of it reaches
/// the text being typed: unknown CSI and SS3 sequences, mouse reports (SGR, urxvt and the raw
/// bytes of X10), control strings (OSC, DCS, SOS, PM, APC, up to BEL or ST), and C1 controls.
/// A bracketed paste keeps at most ``maximumPasteLength`` bytes. A paste or control string
/// that never ends is ended when input goes quiet: while ``isWaitingForEndOfString`` is true
/// and no byte comes for ``stringTimeout``, the caller calls ``flush()``, which delivers the
/// paste so far (or drops the string). Ctrl-C always gets through at once, inside any of them:
/// no control byte is ever part of a sequence, a mouse report or a string.
public struct KeyDecoder: Sendable {
  /// How long to wait after a lone ESC before deciding it was the Escape key.
  public static let escapeTimeout = Duration.milliseconds(30)

  /// How long a paste or control string may go without a byte before it counts as ended.
  public static let stringTimeout = Duration.seconds(1)

  /// The most bytes of a paste delivered; the rest, up to the end marker, is dropped.
  public static let maximumPasteLength = 65_536

  /// Longer sequences than this are never keys: their parameters are dropped, not stored.
  private static let longestSequence = 32

  private enum State: Sendable {
    case ground
    case escape
    /// ESC ESC, which some terminals send for Alt with a key that is a sequence itself.
    case doubleEscape
    case sequence(EscapeSequence.Introducer, isAlt: Bool)
    /// `ESC [ [`, the Linux console's prefix for F1–F5.
    case linuxConsoleFunctionKey
    /// The raw bytes of an X10 mouse report after `ESC [ M`, still to skip.
    case mouseReport(remaining: Int)
    /// Inside OSC, DCS, SOS, PM or APC; `afterEscape` when the last byte was ESC.
    case controlString(afterEscape: Bool)
    case paste
  }

  private var state = State.ground
  private var sequenceParameters: [UInt8] = []
  private var utf8 = UTF8Assembler()
  private var paste = PasteCollector()
  /// Set by ESC before a multi-byte character: Alt held with a non-ASCII key.
  private var isAltPending = false
  /// Set after CR, so that the LF of a CR LF pair is not a second Enter.
  private var isAfterCarriageReturn = false
  /// Printable characters not yet emitted: they are grouped into grapheme clusters first.
  private var text = ""
  private var events: [TerminalEvent] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// True when the bytes so far end in an ESC that may still turn out to start a sequence, or
  /// in a sequence not finished yet: either is settled by ``flush()`` after ``escapeTimeout``.
  public var isWaitingForEscapeTimeout: Bool {
    switch state {
    // `ESC [` and `ESC O` alone are also Alt-[ and Alt-Shift-O.
    case .escape, .doubleEscape, .sequence, .linuxConsoleFunctionKey, .mouseReport: true
    default: false
    }
  }

  /// True inside a bracketed paste or a control string: the bytes so far do not end it, and
  /// the caller calls ``flush()`` when no byte comes for ``stringTimeout``.
  public var isWaitingForEndOfString: Bool {
    switch state {
    case .paste, .controlString: true
    default: false
    }
  }

  /// Reads `bytes` and returns the events they complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    for byte in bytes {
      consume(byte)
    }
    return takeEvents()
  }

  /// Settles a pending ESC as the Escape key (or `ESC [` as Alt-[) and drops a sequence left
  /// unfinished: call it when no byte came for ``escapeTimeout`` while
  /// ``isWaitingForEscapeTimeout`` was true.
  public mutating func flush() -> [TerminalEvent] {
    switch state {
    case .escape:
      emit(.escape)
    case .doubleEscape:
      emit(.escape)
      emit(.escape)
    case .sequence(let introducer, let isAlt) where sequenceParameters.isEmpty:
      if isAlt { emit(.escape) }
      emit(.character(introducer == .controlSequence ? "[" : "O"), modifiers: .alt)
    case .paste:
      finishPaste()
    case .sequence, .linuxConsoleFunctionKey, .mouseReport, .controlString:
      break
    case .ground:
      return takeEvents()
    }
    state = .ground
    return takeEvents()
  }

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      consumeInGround(byte)
    case .escape:
      consumeAfterEscape(byte)
    case .doubleEscape:
      switch byte {
      case UInt8(ascii: "["): beginSequence(.controlSequence, isAlt: true)
      case UInt8(ascii: "O"): beginSequence(.singleShift, isAlt: true)
      case 0x1B: emit(.escape)
      default:
        emit(.escape)
        consumeAfterEscape(byte)
      }
    case .sequence(let introducer, let isAlt):
      consumeInSequence(byte, introducer: introducer, isAlt: isAlt)
    case .linuxConsoleFunctionKey:
      state = .ground
      if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
        emit(.function(Int(byte - UInt8(ascii: "A")) + 1))
      } else {
        consumeInGround(byte)
      }
    case .mouseReport where byte < 0x20:
      // Mouse bytes are 32 and up: a control byte (Ctrl-C) means the report never came.
      state = .ground
      consumeInGround(byte)
    case .mouseReport(let remaining):
      state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
    case .controlString(let afterEscape):
      consumeInControlString(byte, afterEscape: afterEscape)
    case .paste:
      if byte == Self.controlC {
        finishPaste()
        emit(.control("c"))
      } else if paste.consume(byte) {
        finishPaste()
      }
    }
  }

  /// ETX, which Ctrl-C sends.
  private static let controlC: UInt8 = 0x03

  private mutating func finishPaste() {
    state = .ground
    let text = paste.finish()
    guard !text.isEmpty else { return }
    flushText()
    events.append(.paste(text))
  }

  /// Skips a control string up to its end, BEL or ST (ESC and a backslash).
  ///
  /// Another ESC ends it and starts a sequence; CAN and SUB cancel it; Ctrl-C cancels it and
  /// gets through.
  private mutating func consumeInControlString(_ byte: UInt8, afterEscape: Bool) {
    if afterEscape {
      state = .ground
      if byte != UInt8(ascii: "\\") { consumeAfterEscape(byte) }
      return
    }
    switch byte {
    case 0x07, 0x18, 0x1A:
      state = .ground
    case Self.controlC:
      state = .ground
      emit(.control("c"))
    case 0x1B:
      state = .controlString(afterEscape: true)
    default:
      break
    }
  }

  private mutating func consumeInGround(_ byte: UInt8) {
    defer { isAfterCarriageReturn = byte == 0x0D }
    if utf8.isIncomplete || byte >= 0x80 {
      consumeUTF8(byte)
      return
    }
    switch byte {
    case 0x1B:
      state = .escape
    case 0x0A where isAfterCarriageReturn:
      break
    case 0x20..<0x7F:
      text.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      emit(Self.controlKey(for: byte))
    }
  }

  private mutating func consumeUTF8(_ byte: UInt8) {
    switch utf8.consume(byte) {
    case .incomplete:
      break
    case .scalar(let scalar) where (0x80...0x9F).contains(scalar.value):
      // A C1 control: never text, and no terminal sends one as a key in UTF-8.
      isAltPending = false
    case .scalar(let scalar):
      if isAltPending {
        isAltPending = false
        emit(.character(Character(scalar)), modifiers: .alt)
      } else {
        text.unicodeScalars.append(scalar)
      }
    case .malformed(let isByteConsumed):
      isAltPending = false
      text.unicodeScalars.append("\u{FFFD}")
      if !isByteConsumed { consumeInGround(byte) }
    }
  }

  private mutating func consumeAfterEscape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case UInt8(ascii: "["): beginSequence(.controlSequence, isAlt: false)
    case UInt8(ascii: "O"): beginSequence(.singleShift, isAlt: false)
    case 0x1B: state = .doubleEscape
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      // OSC, DCS, SOS, PM, APC: a string for the terminal, never a key.
      state = .controlString(afterEscape: false)
    case 0x20..<0x7F: emit(.character(Character(Unicode.Scalar(byte))), modifiers: .alt)
    case 0x80...:
      isAltPending = true
      consumeUTF8(byte)
    default: emit(Self.controlKey(for: byte), modifiers: .alt)
    }
  }

  private mutating func beginSequence(_ introducer: EscapeSequence.Introducer, isAlt: Bool) {
    sequenceParameters.removeAll(keepingCapacity: true)
    state = .sequence(introducer, isAlt: isAlt)
  }

  private mutating func consumeInSequence(
    _ byte: UInt8, introducer: EscapeSequence.Introducer, isAlt: Bool
  ) {
    switch byte {
    case 0x20...0x3F:
      // Parameter and intermediate bytes; an overlong sequence keeps being read but not stored.
      if sequenceParameters.count < Self.longestSequence { sequenceParameters.append(byte) }
    case 0x40...0x7E:
      state = .ground
      if introducer == .controlSequence, byte == UInt8(ascii: "["), sequenceParameters.isEmpty {
        state = .linuxConsoleFunctionKey
        return
      }
      if introducer == .controlSequence, byte == UInt8(ascii: "M"), sequenceParameters.isEmpty {
        // An X10 mouse report: button, column and row follow as three raw bytes.
        state = .mouseReport(remaining: 3)
        return
      }
      let sequence = EscapeSequence(
        introducer: introducer, parameters: sequenceParameters, final: byte)
      if sequence.isPasteStart {
        state = .paste
      } else if var keyEvent = sequence.keyEvent {
        if isAlt { keyEvent.modifiers.insert(.alt) }
        flushText()
        events.append(.key(keyEvent))
      }
    case 0x1B:
      // A sequence cut short by a new one: drop the unfinished one.
      state = .escape
    default:
      // Not part of any sequence: drop the sequence and read the byte as ordinary input.
      state = .ground
      consumeInGround(byte)
    }
  }

  /// The key for a C0 control byte or DEL, outside any sequence.
  private static func controlKey(for byte: UInt8) -> Key {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x08, 0x7F: .backspace
    case 0x1B: .escape
    // Ctrl-A is 0x01 … Ctrl-Z is 0x1A; Ctrl-@, Ctrl-\ and the rest follow in ASCII order.
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    default: .control(Character(Unicode.Scalar(byte + 0x40)))
    }
  }

  private mutating func emit(_ key: Key, modifiers: KeyModifiers = []) {
    flushText()
    events.append(.key(KeyEvent(key, modifiers: modifiers)))
  }

  /// Emits the pending text as one event per grapheme cluster, so that `e` followed by a
  /// combining accent in the same read arrives as the single character `é`.
  private mutating func flushText() {
    guard !text.isEmpty else { return }
    for character in text {
      events.append(.press(.character(character)))
    }
    text = ""
  }

  private mutating func takeEvents() -> [TerminalEvent] {
    flushText()
    defer { events = [] }
    return events
  }
}
