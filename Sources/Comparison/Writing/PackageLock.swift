import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock a run that writes into a package holds from the moment it reads the files it will
/// change until it has replaced them, so that two runs at once (`compare graph --write` and
/// `compare trace --write`, say) take turns and the second reads what the first wrote.
///
/// It is an advisory lock (`flock`) on the package's folder itself, not on a file of its own: a
/// run leaves nothing in the package that `git status` could show, even with `--ignored`, and a
/// lock that needs no file cannot be left behind. The folder stays the same while the files in
/// it are replaced, so every run locks the same thing. The system drops the lock when its holder
/// ends, however it ends, so a killed run never leaves the package locked. Owned by the
/// ``PackageWrite`` that holds it.
package final class PackageLock: Sendable {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Takes the lock of the package at `root`; when another run holds it, calls `waiting` once
  /// and waits for it on a thread of its own, so that no task's thread is held up.
  package static func acquire(root: URL, waiting: @Sendable () -> Void = {})
    async throws(ComparisonError) -> PackageLock
  {
    let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ComparisonError("\(root.path): cannot open the package folder: \(Self.reason())")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return PackageLock(descriptor: descriptor) }
    guard errno == EWOULDBLOCK else {
      let reason = Self.reason()
      close(descriptor)
      throw ComparisonError("\(root.path): cannot lock the package folder: \(reason)")
    }
    waiting()
    let failure = await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
      Thread.detachNewThread {
        while flock(descriptor, LOCK_EX) != 0 {
          guard errno == EINTR else { return done.resume(returning: Self.reason()) }
        }
        done.resume(returning: nil)
      }
    }
    if let failure {
      close(descriptor)
      throw ComparisonError("\(root.path): cannot lock the package folder: \(failure)")
    }
    return PackageLock(descriptor: descriptor)
  }

  /// The system's words for the last error.
  static func reason() -> String {
    String(cString: strerror(errno))
  }
}
