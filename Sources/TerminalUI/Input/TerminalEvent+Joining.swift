extension TerminalEvent {
  /// `events` with each run of two or more plain character presses joined into one
  /// ``TerminalEvent/text(_:)``: a paste the terminal sent as keystrokes then costs one edit.
  static func joiningTypedText(_ events: [TerminalEvent]) -> [TerminalEvent] {
    var joined: [TerminalEvent] = []
    var run = ""
    var runLength = 0
    func endRun() {
      if runLength == 1, let character = run.first {
        joined.append(.press(.character(character)))
      } else if runLength > 1 {
        joined.append(.text(run))
      }
      run = ""
      runLength = 0
    }
    for event in events {
      if case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.key
      {
        run.append(character)
        runLength += 1
      } else {
        endRun()
        joined.append(event)
      }
    }
    endRun()
    return joined
  }
}
