/// The name a learner gives a new architecture, and the names made of it: its folder and
/// modules (`MyMVVM`, `MyMVVMPresentation`), the key the commands and the markers use
/// (`my-mvvm`), its demo (`my-mvvm-demo`) and the registry's entry point (`myMVVM`).
package struct ArchitectureName: Sendable, Equatable {
  /// The name as given: the folder under `Sources/`, the UI module and the display name.
  package let folder: String

  /// The modules the toolchain brings, which no architecture may be named after.
  static let toolchainModules: Set = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML",
    "Dispatch", "Observation", "Testing", "XCTest", "Glibc", "Darwin", "Musl", "SwiftShims",
    "Synchronization", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib", "Self", "Any", "Type",
    "Protocol",
  ]

  /// Checks `name`: an UpperCamelCase Swift identifier of letters and digits that names no
  /// module of the toolchain.
  package init(_ name: String) throws(Refusal) {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else {
      throw Refusal(
        "new-architecture: '\(name)' is not a name for an architecture: give a Swift type name "
          + "in UpperCamelCase, ASCII letters and digits, such as MyMVVM")
    }
    guard !Self.toolchainModules.contains(name) else {
      throw Refusal("new-architecture: '\(name)' is a module of the toolchain: choose another name")
    }
    guard !name.hasSuffix("Architecture") else {
      throw Refusal(
        "new-architecture: '\(name)' would be registered as Architecture."
          + "\(Self.lowerCamel(Self.words(of: name))), which repeats the type's name: "
          + "leave 'Architecture' out")
    }
    folder = name
  }

  /// The module of its non-UI layer.
  package var presentationModule: String { folder + "Presentation" }

  /// The name the commands and the markers use, in kebab case: `mvp-router` for `MVPRouter`.
  package var key: String {
    Self.words(of: folder).map { $0.lowercased() }.joined(separator: "-")
  }

  /// Its demo executable: the key and `-demo`.
  package var demo: String { key + "-demo" }

  /// Its static member of `Architecture`, in lower camel case: `mvpRouter` for `MVPRouter`.
  package var entryPoint: String { Self.lowerCamel(Self.words(of: folder)) }

  /// The words of an UpperCamelCase name: a capital starts a word when a lowercase letter
  /// follows it or precedes it, so that `MVVMBinding` is `MVVM` and `Binding`.
  static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var word = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous?.isLowercase == true || previous?.isNumber == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// `words` in lower camel case: the first in lowercase, the others as they are.
  static func lowerCamel(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return first.lowercased() + words.dropFirst().joined()
  }
}
