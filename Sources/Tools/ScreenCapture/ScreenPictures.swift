import Registry
import SharedUI

/// The pictures of the app the README and the first chapter show, drawn from the real app's
/// frames: where each is stored and what it holds.
@MainActor
package enum ScreenPictures {
  /// What the pictures type into the search bar.
  package static let query = "swift"
  /// The architecture the pictures run, the one the README starts with: every architecture
  /// draws the same frames, and the title line names it.
  package static var architecture: Architecture {
    Registry.architectures.first { $0.folder == "MVP" } ?? Registry.architectures[0]
  }

  /// The search screen with the first page of results.
  package static let stillPath = "Tutorials/images/search-screen.svg"
  /// The search typed key by key, searched as you type, then answered.
  package static let animationPath = "Tutorials/images/search-as-you-type.svg"

  /// Every picture, by its path in the package.
  package static func render() async throws -> [(path: String, svg: String)] {
    let frames = try await ScreenRecording.frames(of: architecture, typing: query)
    guard let last = frames.last else { throw RecordingError("no frame was drawn") }
    let title = "The search screen of SideBySide (\(architecture.name)) after searching '\(query)'"
    return [
      (stillPath, TerminalSVG.picture(of: last.canvas, title: title)),
      (
        animationPath,
        TerminalSVG.animation(
          of: frames.map { ($0.canvas, $0.duration) },
          title: "Typing '\(query)' into SideBySide's search bar: it searches as you type")
      ),
    ]
  }
}
