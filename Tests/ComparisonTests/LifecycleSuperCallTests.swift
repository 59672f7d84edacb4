import Foundation
import SwiftSource
import Testing

/// Every override of a view controller's lifecycle or containment callback calls `super`, as
/// UIKit asks of `viewWillAppear(_:)` and its kin and of a container's children: the toolkit's
/// `didMove(toParent:)` and the appearance callbacks keep the responder chain and the focus in
/// order only when every subclass passes them on.
@Suite struct LifecycleSuperCallTests {
  /// The callbacks whose overrides must call `super`.
  static let callbacks = [
    "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    "viewDidLayoutSubviews", "updateProperties", "willMove", "didMove",
  ]

  /// Every Swift file of the architectures' UI layers, the shared views and the toolkit, by path.
  static func viewSources() throws -> [String: String] {
    let sources = PackageFiles.root.appendingPathComponent("Sources")
    var found: [String: String] = [:]
    for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
      let layers = ["SharedUI", "TerminalUI"].contains(folder) ? [folder] : [folder + "/UI"]
      for layer in layers {
        for path in PackageFiles.tree.files(under: "Sources/" + layer)
        where path.hasSuffix(".swift") {
          found[path] = PackageFiles.tree.contents(of: path)
        }
      }
    }
    return found
  }

  /// The callbacks `source` overrides without calling `super`'s, with their lines.
  ///
  /// Read on the code with comments and literals blanked, so that a call in a comment or a
  /// string is no call; each `override func` is found once, by the standard library's search.
  static func overridesWithoutSuper(in source: String) -> [(callback: String, line: Int)] {
    let code = SwiftCode(source)
    let text = String(String.UnicodeScalarView(code.scalars))
    var missing: [(String, Int)] = []
    var searchFrom = text.startIndex
    while let declaration = text.range(of: "override func ", range: searchFrom..<text.endIndex) {
      searchFrom = declaration.upperBound
      let name = text[declaration.upperBound...].prefix { $0.isLetter || $0.isNumber }
      guard callbacks.contains(String(name)), text[name.endIndex...].first == "(",
        let body = body(in: text, after: name.endIndex)
      else { continue }
      if !text[body].contains("super.\(name)(") {
        let offset = text.unicodeScalars.distance(
          from: text.startIndex, to: declaration.lowerBound)
        missing.append((String(name), code.line(of: offset)))
      }
    }
    return missing.sorted { $0.1 < $1.1 }
  }

  /// The range between the first `{` after `start` and the brace that closes it.
  static func body(in text: String, after start: String.Index) -> Range<String.Index>? {
    let scalars = text.unicodeScalars
    guard let open = scalars[start...].firstIndex(of: "{") else { return nil }
    var depth = 0
    var index = open
    while index < scalars.endIndex {
      if scalars[index] == "{" { depth += 1 }
      if scalars[index] == "}" { depth -= 1 }
      if depth == 0 { return scalars.index(after: open)..<index }
      index = scalars.index(after: index)
    }
    return nil
  }

  @Test func everyOverrideOfALifecycleCallbackCallsSuper() throws {
    let sources = try Self.viewSources()
    #expect(sources.keys.contains("Sources/MVVMCoordinator/UI/RootViewController.swift"))
    #expect(sources.keys.contains("Sources/TerminalUI/Controllers/NavigationController.swift"))
    for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
      for (callback, line) in Self.overridesWithoutSuper(in: source) {
        Issue.record("\(path):\(line) overrides \(callback) without calling super.\(callback)")
      }
    }
  }

  @Test func theCheckFindsAnOverrideThatForgetsSuper() {
    let source = """
      override func didMove(toParent parent: ViewController?) {
        // super.didMove(toParent: parent) is only a comment here
        if parent == nil { viewModel.detailClosed() }
      }
      override func viewWillAppear() {
        super.viewWillAppear()
        if let x { _ = x }
      }
      override func willMove(toParent parent: ViewController?) {
        log("super.willMove(toParent:")
      }
      """
    let missing = Self.overridesWithoutSuper(in: source)
    #expect(missing.map(\.callback) == ["didMove", "willMove"])
    #expect(missing.map(\.line) == [1, 9])
  }
}
