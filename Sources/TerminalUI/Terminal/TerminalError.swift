/// Why the terminal could not be taken over.
public enum TerminalError: Error, Equatable, Sendable {
  /// Input or output is not a terminal (a pipe or a file): there is no screen to draw on.
  case notATerminal
  /// A system call failed; `errorNumber` is its `errno`.
  case systemCallFailed(name: String, errorNumber: Int32)
}
