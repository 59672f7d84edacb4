// terminal-check: a small program on the real terminal backend. It shows the terminal's size
// and the last events it decoded, redraws on resize, suspends on Ctrl-Z, crashes on `!`, and
// quits on `q` or Ctrl-C, restoring the terminal. Scripts/check-terminal-restore drives it in
// tmux.

import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

guard SystemTerminal.isTerminal(STDIN_FILENO), SystemTerminal.isTerminal(STDOUT_FILENO) else {
  FileHandle.standardError.write(
    Data("terminal-check: standard input and output must be a terminal\n".utf8))
  exit(1)
}

let terminal = SystemTerminal()
var screen = CheckScreen(processIdentifier: getpid())
do {
  try terminal.start()
} catch {
  FileHandle.standardError.write(Data("terminal-check: \(error)\n".utf8))
  exit(1)
}
terminal.present(screen.canvas(size: terminal.size))
reading: for await event in terminal.events {
  // Typed text that arrived together is pressed key by key here, so that `q` in it still quits.
  if case .text(let text) = event,
    text.contains(where: { CheckScreen.isQuit(KeyEvent(.character($0))) })
  {
    break reading
  }
  if case .key(let keyEvent) = event, CheckScreen.isQuit(keyEvent) { break }
  if event == .press(.control("z")) { terminal.suspend() }
  // A real crash on purpose, so the restore check can see the terminal and the backtrace
  // survive one.
  if event == .press(.character("!")) { fatalError("crash requested with !") }
  screen.record(event)
  terminal.present(screen.canvas(size: terminal.size))
}
terminal.stop()
