#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Low-level writes that the frame output and the signal handlers share.
enum FileDescriptor {
  /// Writes all of `bytes` to `fileDescriptor`; false when the descriptor fails for good.
  ///
  /// Loops only when the kernel takes part of the bytes or a signal interrupts the call.
  /// Async-signal-safe: no allocation, no lock, only `write` and `poll`, so the signal
  /// handlers may call it.
  @discardableResult
  static func writeAll(_ bytes: UnsafeRawBufferPointer, to fileDescriptor: Int32) -> Bool {
    guard let start = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let written = write(fileDescriptor, start + offset, bytes.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking descriptor whose buffer is full: wait until it drains.
        var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, 1_000)
      } else {
        return false
      }
    }
    return true
  }

  /// Makes both ends of a new pipe, non-blocking and closed on `exec`, or `nil` on failure.
  static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }
}
