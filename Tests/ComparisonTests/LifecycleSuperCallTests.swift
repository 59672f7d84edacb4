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
  static func overridesWithoutSuper(in source: String) -> [(callback: String, line: Int)] {
    let code = SwiftCode(source)
    let text = code.scalars
    var missing: [(String, Int)] = []
    for callback in callbacks {
      let declaration = Array("override func \(callback)(".unicodeScalars)
      var offset = 0
      while let start = firstIndex(of: declaration, in: text, from: offset) {
        offset = start + declaration.count
        guard let body = body(in: text, after: offset) else { continue }
        let call = "super.\(callback)("
        if !String(String.UnicodeScalarView(text[body])).contains(call) {
          missing.append((callback, code.line(of: start)))
        }
      }
    }
    return missing.sorted { $0.1 < $1.1 }
  }

  static func firstIndex(
    of needle: [Unicode.Scalar], in text: [Unicode.Scalar], from start: Int
  ) -> Int? {
    guard needle.count <= text.count else { return nil }
    return (start..<(text.count - needle.count + 1)).first { index in
      text[index..<(index + needle.count)].elementsEqual(needle)
    }
  }

  /// The range between the first `{` after `offset` and the brace that closes it.
  static func body(in text: [Unicode.Scalar], after offset: Int) -> Range<Int>? {
    guard let open = text[offset...].firstIndex(of: "{") else { return nil }
    var depth = 0
    for index in open..<text.count {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" { depth -= 1 }
      if depth == 0 { return (open + 1)..<index }
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
