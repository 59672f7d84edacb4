import CompareCommand

/// `compare` run in this process as a person runs it piped: its input given as text, its
/// standard output and error kept in memory, no terminal anywhere.
struct CompareRun {
  /// The exit status.
  let status: Int32
  /// The streams it was handed, with what it wrote.
  let streams: MemoryStreams

  /// Everything written to standard output.
  var output: String { streams.output }
  /// Everything written to standard error.
  var errorOutput: String { streams.errorOutput }

  /// Runs `compare` with `arguments`, reading `input`; with `outputIsClosed`, as if the reader
  /// of its output went away before it started.
  @MainActor
  init(_ arguments: [String], input: String = "", outputIsClosed: Bool = false) async {
    streams = MemoryStreams(input: input, outputIsClosed: outputIsClosed)
    status = await Compare.run(arguments: arguments, environment: [:], io: streams.io)
  }
}
