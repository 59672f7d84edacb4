import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct FileDescriptorTests {
  @Test func writesEveryByteThroughANonBlockingPipe() throws {
    let pipe = try #require(FileDescriptor.makePipe())
    defer {
      close(pipe.read)
      close(pipe.write)
    }
    #expect(fcntl(pipe.read, F_GETFL) & O_NONBLOCK != 0)
    #expect(fcntl(pipe.write, F_GETFD) & FD_CLOEXEC != 0)
    let message = Array("frame bytes".utf8)
    #expect(message.withUnsafeBytes { FileDescriptor.writeAll($0, to: pipe.write) })
    var received = [UInt8](repeating: 0, count: 64)
    let count = read(pipe.read, &received, received.count)
    #expect(Array(received.prefix(max(0, count))) == message)
  }

  @Test func reportsAFailedDescriptor() {
    let message = Array("lost".utf8)
    #expect(!message.withUnsafeBytes { FileDescriptor.writeAll($0, to: -1) })
  }
}
