import Foundation
import Registry
import Testing

/// MVVM is state, MVP is commands: a view model's notification says only "this changed, read
/// again", never what the view should do.
@Suite struct MVVMNotificationTests {
  /// Words that name something for a view to do.
  static let commandVerbs = [
    "select", "show", "present", "reload", "focus", "open", "push", "pop", "navigate",
    "display", "scroll", "dismiss", "hide", "alert",
  ]

  /// The architectures of the view-model family, by folder.
  static let folders = MVVMEntityBoundaryTests.folders

  /// The matches of `pattern`'s first group in `text`.
  static func captures(of pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The names an enum's `case` lines declare in `source` (not a `switch`'s `case …:`).
  static func enumCases(in source: String) -> [String] {
    source.split(separator: "\n").flatMap { line -> [String] in
      let line = line.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("case "), !line.hasSuffix(":") else { return [] }
      let declared = line.dropFirst("case ".count)
      guard declared.first?.isLetter == true, !declared.hasPrefix("let ") else { return [] }
      return
        declared
        .replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  static func namesACommand(_ name: String) -> Bool {
    commandVerbs.contains { name.lowercased().hasPrefix($0) }
  }

  @Test(arguments: folders)
  func everyClosureAViewModelCallsCarriesNoPayload(_ folder: String) throws {
    for (file, source) in try PackageFiles.swiftSources(of: folder, layer: "Presentation") {
      let closures = try Self.captures(of: #"var (\w+): \(\(([^)]*)\) -> Void\)\?"#, in: source)
      let parameters = try Self.captures(of: #"var \w+: \(\(([^)]*)\) -> Void\)\?"#, in: source)
      for name in closures {
        #expect(!Self.namesACommand(name), "\(folder)/\(file): `\(name)` names a view command")
      }
      #expect(
        parameters.allSatisfy { $0.isEmpty }, "\(folder)/\(file): a notification with a payload")
    }
  }

  @Test(arguments: folders)
  func noCaseInTheNonUIModuleNamesAViewCommand(_ folder: String) throws {
    for (file, source) in try PackageFiles.swiftSources(of: folder, layer: "Presentation") {
      for name in Self.enumCases(in: source) where Self.namesACommand(name) {
        Issue.record("\(folder)/\(file): `case \(name)` names a view command")
      }
    }
  }

  @Test func theCheckCatchesTheCommandsItIsAbout() throws {
    let pushed = """
      package var onChange: ((Change) -> Void)?
      enum Change {
        case searching, alert(SearchAlert)
        case selectFirstRepository
      }
      switch change {
      case .searching: break
      }
      """
    #expect(try Self.captures(of: #"var \w+: \(\(([^)]*)\) -> Void\)\?"#, in: pushed) == ["Change"])
    let cases = Self.enumCases(in: pushed)
    #expect(cases == ["searching", "alert", "selectFirstRepository"])
    #expect(cases.filter(Self.namesACommand) == ["alert", "selectFirstRepository"])
  }
}
