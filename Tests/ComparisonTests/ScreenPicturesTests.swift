import Foundation
import ScreenCapture
import Testing

/// The README's pictures are the real app's frames: drawn again here, they must be the stored
/// files, byte for byte.
@MainActor
@Suite struct ScreenPicturesTests {
  @Test func theStoredPicturesAreWhatTheAppDrawsNow() async throws {
    let pictures = try await ScreenPictures.render()
    #expect(pictures.map(\.path) == [ScreenPictures.stillPath, ScreenPictures.animationPath])
    for (path, svg) in pictures {
      let url = PackageFiles.root.appendingPathComponent(path)
      let stored = try? String(contentsOf: url, encoding: .utf8)
      #expect(
        stored == svg,
        "\(path) is not what the app draws now; the docs are behind the code: run `Scripts/regenerate-docs`"
      )
    }
  }

  @Test func theStillShowsTheTitleAndTheResults() async throws {
    let still = try #require(try await ScreenPictures.render().first?.svg)
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
