// `swift run compare`: where each concern lives in each registered architecture (the table),
// `compare diff A B` (their files by role), `compare run A B` (both live, side by side).
import CompareCommand
import Foundation

let status = await Compare.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment, io: .standard)
exit(status)
