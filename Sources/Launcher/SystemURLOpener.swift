import Foundation
import RepositorySearch

/// Opens web addresses with the platform's opener: `open` on macOS, `xdg-open` on Linux.
///
/// The opener runs directly, never through a shell, so an address cannot inject a command.
/// On Linux without a graphical session it declines, because a text browser started inside
/// this terminal would fight the screen for it.
struct SystemURLOpener: URLOpening {
  /// The environment, to find the opener and the graphical session.
  var environment: [String: String] = ProcessInfo.processInfo.environment

  func open(_ url: URL) -> Bool {
    guard url.isWebPage, let executable = openerPath() else { return false }
    let process = Process()
    process.executableURL = executable
    process.arguments = [url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }

  private func openerPath() -> URL? {
    #if os(macOS)
      return URL(fileURLWithPath: "/usr/bin/open")
    #else
      guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
        return nil
      }
      let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      return directories.lazy
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    #endif
  }
}
