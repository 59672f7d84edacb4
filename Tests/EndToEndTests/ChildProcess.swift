import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a program with `posix_spawn`, feeds it a file as standard input, reads its standard
/// output and error to their ends, and waits for it: what `Foundation.Process` does for a test,
/// at a small part of the cost to the test process.
///
/// On Linux, `Process` closes the test process's descriptors in each child one call at a time and
/// watches each exit from a thread of its own; a test suite that starts hundreds of scripts
/// pays for that hundreds of times. Here the child starts as a person's shell would start it:
/// default signal handling, nothing blocked, and only its three standard streams open.
enum ChildProcess {
  /// Runs `executable` (an absolute path) with `arguments`, the test process's environment
  /// updated with `environment`, and `input` as its standard input; blocks until it has exited
  /// and both its outputs have ended.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    input: FileHandle
  ) throws -> DemoProcess.Result {
    try start(executable, arguments, environment: environment, input: input).finish()
  }

  /// A started program: its process id, and the test's ends of its standard output and error.
  struct Started {
    let pid: pid_t
    /// The read end of the child's standard output; ``finish()`` reads it and closes it.
    let output: Int32
    /// The read end of the child's standard error; ``finish()`` reads it and closes it.
    let errorOutput: Int32

    /// Reads what is left of both outputs and waits for the child to exit.
    ///
    /// Blocks: call it once, on a thread that may wait.
    func finish() -> DemoProcess.Result {
      let (printed, printedToError) = ChildProcess.readToEnd(output, errorOutput)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
      let signal = status & 0x7f
      return DemoProcess.Result(
        status: signal == 0 ? (status >> 8) & 0xff : signal,
        wasSignalled: signal != 0,
        output: String(decoding: printed, as: UTF8.self),
        errorOutput: String(decoding: printedToError, as: UTF8.self))
    }
  }

  /// Starts `executable` as ``run(_:_:environment:input:)`` does, without waiting for it: the
  /// test reads its outputs, signals it, and ends with ``Started/finish()``.
  static func start(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    input: FileHandle
  ) throws -> Started {
    let output = try Pipe.make()
    let errorOutput = try Pipe.make()
    let pid: pid_t
    do {
      pid = try spawn(
        executable, arguments, environment: environment,
        standardStreams: [input.fileDescriptor, output.write, errorOutput.write])
    } catch {
      for descriptor in [output.read, output.write, errorOutput.read, errorOutput.write] {
        close(descriptor)
      }
      throw error
    }
    // The child holds its own copies: the test's ends must close, or no read would ever end.
    close(output.write)
    close(errorOutput.write)
    return Started(pid: pid, output: output.read, errorOutput: errorOutput.read)
  }

  /// The absolute path of the program `name` in the folders `path` lists (a `PATH`), as a
  /// shell finds it.
  static func find(_ name: String, on path: String?) -> String? {
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// What went wrong starting a program.
  struct SpawnFailed: Error, CustomStringConvertible {
    var executable: String
    var code: Int32
    var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
  }

  /// The two ends of a pipe, closed in every program started later.
  private struct Pipe {
    var read: Int32
    var write: Int32

    static func make() throws -> Pipe {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw SpawnFailed(executable: "a pipe", code: errno) }
      // Marked at once; a child another thread starts in between closes them anyway.
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return Pipe(read: ends[0], write: ends[1])
    }
  }

  /// Starts the child with `standardStreams` as its descriptors 0, 1 and 2, and every other
  /// descriptor of the test process closed in it.
  private static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String],
    standardStreams: [Int32]
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, source) in standardStreams.enumerated() {
      posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      closeEveryOtherDescriptor(in: &actions)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard code == 0 else { throw SpawnFailed(executable: executable, code: code) }
    return pid
  }

  #if !canImport(Darwin)
    /// Adds the action that closes every descriptor from 3 on in the child, so that it holds
    /// none of another test's sockets or pipes (which would keep them from ending).
    ///
    /// glibc has had that action since 2.34 but declares it only for `_GNU_SOURCE`, which
    /// Swift's import of it does not define, so it is looked up by name; without it, each
    /// descriptor up to the limit gets a close action of its own.
    private static func closeEveryOtherDescriptor(in actions: inout posix_spawn_file_actions_t) {
      typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
        -> Int32
      if let symbol = closeFrom {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
      }
      for descriptor in 3..<Int32(sysconf(Int32(_SC_OPEN_MAX))) {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }

    /// `posix_spawn_file_actions_addclosefrom_np`, looked up once, when the C library has it.
    private nonisolated(unsafe) static let closeFrom = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  #endif

  /// Reads the two descriptors until both end, whichever the child writes to first, so that a
  /// full pipe can never block it; closes them.
  private static func readToEnd(_ first: Int32, _ second: Int32) -> (Data, Data) {
    var data = [Data(), Data()]
    var open = [first, second]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while open.contains(where: { $0 >= 0 }) {
      var watched = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if poll(&watched, nfds_t(watched.count), -1) < 0 {
        if errno == EINTR { continue }
        for descriptor in open where descriptor >= 0 { close(descriptor) }
        break
      }
      for index in open.indices where open[index] >= 0 && watched[index].revents != 0 {
        let count = read(open[index], &buffer, buffer.count)
        if count > 0 {
          data[index].append(contentsOf: buffer[..<count])
        } else if count == 0 || errno != EINTR {
          close(open[index])
          open[index] = -1
        }
      }
    }
    return (data[0], data[1])
  }
}
