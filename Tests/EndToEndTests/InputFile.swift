import Foundation

/// A standard input that holds `input` in a file, not a pipe: a demo that exits before reading
/// it (a closed output, a signal) can never make the test process write into a closed pipe, and
/// so never raise SIGPIPE in it.
///
/// An empty input is the null device, with no file to make.
func inputFile(holding input: String) throws -> FileHandle {
  if input.isEmpty, let nothing = FileHandle(forReadingAtPath: "/dev/null") { return nothing }
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("sidebyside-input-\(UUID().uuidString)")
  try Data(input.utf8).write(to: url)
  let handle = try FileHandle(forReadingFrom: url)
  try FileManager.default.removeItem(at: url)  // the open handle keeps the contents readable
  return handle
}
