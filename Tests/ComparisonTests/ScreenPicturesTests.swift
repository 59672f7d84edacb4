import Foundation
import ScreenCapture
import Testing

/// The README's pictures are the real app's frames: drawn again here, they must be the stored
/// files, byte for byte.
@MainActor
@Suite struct ScreenPicturesTests {
  /// The pictures as the app draws them now: drawn once for every test that looks at them.
  static let pictures = Task { try await ScreenPictures.render() }

  /// The stored pictures that are not what the app draws now, as `GeneratedDocsTests` names
  /// them.
  static func stale() async throws -> [String] {
    try await pictures.value.filter { path, svg in
      let url = PackageFiles.root.appendingPathComponent(path)
      return (try? String(contentsOf: url, encoding: .utf8)) != svg
    }.map(\.path)
  }

  @Test func thePicturesAreTheStillAndTheAnimation() async throws {
    let pictures = try await Self.pictures.value
    #expect(pictures.map(\.path) == [ScreenPictures.stillPath, ScreenPictures.animationPath])
  }

  @Test func theStillShowsTheTitleAndTheResults() async throws {
    let still = try #require(try await Self.pictures.value.first?.svg)
    let architecture = ScreenPictures.architecture.name
    #expect(still.contains(">SideBySide · \(architecture) · offline catalog</text>"))
    #expect(still.contains("class=\"b\""))
    #expect(still.contains(" of "))
  }

  @Test func everyPictureIsShownWhereTheReadersLook() throws {
    let documents = [
      "README.md", "Tutorials/en/00-how-to-use-this-kit.md",
      "Tutorials/ja/00-how-to-use-this-kit.md",
    ]
    for document in documents {
      let text = try String(
        contentsOf: PackageFiles.root.appendingPathComponent(document), encoding: .utf8)
      for picture in [ScreenPictures.stillPath, ScreenPictures.animationPath] {
        let link = document == "README.md" ? picture : "../" + picture.dropFirst("Tutorials/".count)
        #expect(text.contains("](\(link))"), "\(document) does not show \(picture)")
      }
    }
  }
}
