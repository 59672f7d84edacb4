import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files themselves: what a run checks of each, and the temporary files it writes beside
/// them and removes when a killed run left them.
extension PackageWrite {
  /// Removes the temporary files a killed run left in the folders of `paths`: with the lock
  /// held, no other run is writing one.
  func removeStaleTemporaryFiles(besides paths: some Sequence<String>) {
    let folders = Set(paths.map { root.appendingPathComponent($0).deletingLastPathComponent() })
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasPrefix(Self.temporaryPrefix) {
        unlink(folder.appendingPathComponent(name).path)
      }
    }
  }

  /// The permissions the file at `path` has, for its replacement to have them too; throws when
  /// it cannot be replaced: read-only, or not a regular file.
  func mode(ofTarget path: String) throws(ComparisonError) -> mode_t {
    let url = root.appendingPathComponent(path)
    var status = stat()
    // A new file: whether its folder can hold it, the temporary file beside it finds out.
    guard lstat(url.path, &status) == 0 else { return 0o644 }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ComparisonError("\(path) is not a regular file (a link or a folder)")
    }
    // Mode bits without a write bit say read-only even to root, whom access(2) lets through.
    guard access(url.path, W_OK) == 0, status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 else {
      throw ComparisonError("\(path) is read-only")
    }
    return status.st_mode & 0o7777
  }

  /// Throws when the file at `path` cannot be removed: not a regular file, or in a folder that
  /// cannot be written.
  func checkRemovable(_ path: String) throws(ComparisonError) {
    let url = root.appendingPathComponent(path)
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ComparisonError("\(path) is not a regular file (a link or a folder)")
    }
    guard access(url.deletingLastPathComponent().path, W_OK) == 0 else {
      throw ComparisonError("\(path) cannot be removed: its folder is read-only")
    }
  }

  /// Removes the folders of `path` that its removal left empty, up to the package root.
  func removeEmptyFolders(above path: String) {
    var folders = path.split(separator: "/").dropLast()
    while !folders.isEmpty,
      rmdir(root.appendingPathComponent(folders.joined(separator: "/")).path) == 0
    {
      folders.removeLast()
    }
  }

  /// Writes `data` to a new temporary file in the folder of `path`, with `mode`, flushed to the
  /// disk; returns where.
  func writeTemporaryFile(for path: String, _ data: Data, mode: mode_t)
    throws(ComparisonError) -> URL
  {
    let target = root.appendingPathComponent(path)
    let folder = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw ComparisonError("\(path): its folder cannot be made: \(error.localizedDescription)")
    }
    let name = Self.temporaryPrefix + target.lastPathComponent + "-" + UUID().uuidString
    let temporary = folder.appendingPathComponent(name)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw ComparisonError(
        "\(path): no temporary file can be written beside it (\(PackageLock.reason()))")
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, failure == nil {
        let written = write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written == 0 || errno != EINTR {
          failure = PackageLock.reason()
        }
      }
    }
    if failure == nil, fchmod(descriptor, mode) != 0 || fsync(descriptor) != 0 {
      failure = PackageLock.reason()
    }
    close(descriptor)
    if let failure {
      unlink(temporary.path)
      throw ComparisonError("\(path): the temporary file beside it cannot be written (\(failure))")
    }
    return temporary
  }
}
