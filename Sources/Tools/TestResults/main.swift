// Reads the event stream Swift Testing writes for
//   swift test --event-stream-output-path FILE --event-stream-version 0
// and prints one line per test case for the scripts, tab-separated:
//   outcome   pass, fail, skip or unfinished (started, never ended: the run stopped)
//   test ID   Module.Suite/function(_:)/File.swift:12:4
//   test      the test's display name, or its function's name
//   case      the argument's description for a parameterized test ("MVP"), or empty
//   issue     a failure's first issue, on one line, or empty
// With `--slowest N` it prints instead the N tests that took longest, longest first: seconds,
// then the suite and the test's name, tab-separated.
//
// The scripts read results here rather than from `swift test`'s console output, which
// `swift test` passes on from the test process and which can lose a run of bytes when the test
// process writes fast (a line cut in two, a few results gone).
import Foundation

let usage = "usage: test-results [--slowest N] EVENT-STREAM-FILE"

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data(("test-results: " + message + "\n").utf8))
  exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
  print(usage)
  exit(0)
}
var slowest: Int?
if arguments.first == "--slowest" {
  guard arguments.count == 3, let count = Int(arguments[1]), count > 0 else {
    fail(usage, status: 2)
  }
  slowest = count
  arguments.removeFirst(2)
}
guard arguments.count == 1 else { fail(usage, status: 2) }
guard let data = FileManager.default.contents(atPath: arguments[0]) else {
  fail("cannot read \(arguments[0])", status: 2)
}
var run = TestRun()
let decoder = JSONDecoder()
for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
  let record: EventRecord
  do {
    record = try decoder.decode(EventRecord.self, from: Data(line))
  } catch {
    fail("line \(index + 1) is not an event-stream record: \(error)", status: 1)
  }
  guard record.version == 0 else {
    fail("line \(index + 1) is of event-stream version \(record.version); this reads 0", status: 1)
  }
  run.read(record)
}
for line in slowest.map(run.slowest) ?? run.lines { print(line) }
