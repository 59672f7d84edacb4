import Foundation
import SwiftSource
import Testing

/// The shared views are a storyboard on every screen: outlets and layout, nothing that decides
/// what to show.
///
/// The rule, for every class in `SharedUI` that subclasses one of the toolkit's views, and its
/// extensions: what it makes public (or open) is
/// - an outlet: a stored `let`, such as `searchBar` or `statusLabel`;
/// - a fixed text or a text format: a `static` member, such as `SearchView.hint`;
/// - an initializer that takes nothing: the layout, built empty;
/// - an `override` of the toolkit's own methods: layout, drawing, the responder chain.
/// Anything else — a method such as `configure(with:)` or `showOpenedInBrowser()`, an
/// initializer that takes what to show such as `init(repository:)`, a settable property —
/// decides what the screen shows, which is the architecture's job.
@Suite struct SharedViewsTests {
  /// The toolkit's views a shared view may subclass.
  static let toolkitViews: Set<String> = [
    "View", "StackView", "ContainerView", "ScrollView", "Label", "TableView", "TableViewCell",
    "SearchBar", "ActivityIndicatorView",
  ]

  /// The keywords that open a type or an extension, whose name follows.
  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "actor", "extension",
  ]

  /// A public member of a shared view that the rule does not allow.
  struct Violation: Equatable, CustomStringConvertible {
    var type: String
    var declaration: String
    var description: String { "\(type): \(declaration)" }
  }

  /// The classes in `sources` that subclass a toolkit view.
  static func views(in sources: [String]) -> Set<String> {
    var names: Set<String> = []
    for source in sources {
      let tokens = Token.tokens(of: SwiftCode(source)).map(\.text)
      for index in tokens.indices.dropLast(3)
      where tokens[index] == "class" && tokens[index + 2] == ":"
        && toolkitViews.contains(tokens[index + 3])
      {
        names.insert(tokens[index + 1])
      }
    }
    return names
  }

  /// The public or open members of `views` declared in `source` that the rule does not allow.
  static func violations(in source: String, views: Set<String>) -> [Violation] {
    let tokens = Token.tokens(of: SwiftCode(source))
    var violations: [Violation] = []
    var depth = 0
    var declaredType: String?
    var currentType: String?
    var index = 0
    while index < tokens.count {
      let text = tokens[index].text
      if depth == 0, Self.typeKeywords.contains(text), index + 1 < tokens.count {
        declaredType = tokens[index + 1].text
      }
      if text == "{" {
        if depth == 0 { currentType = declaredType }
        depth += 1
      } else if text == "}" {
        depth -= 1
        if depth == 0 { currentType = nil }
      } else if depth == 1, tokens[index].startsLine, let type = currentType,
        views.contains(type)
      {
        let end = tokens[index...].dropFirst().firstIndex { $0.startsLine || $0.text == "{" }
        let declaration = Array(tokens[index..<(end ?? tokens.count)].map(\.text))
        if !isAllowed(declaration) {
          violations.append(Violation(type: type, declaration: declaration.joined(separator: " ")))
        }
      }
      index += 1
    }
    return violations
  }

  /// True unless `declaration` (a member's first line, as tokens) is public or open and not an
  /// outlet, a static text, an empty initializer or an override.
  static func isAllowed(_ declaration: [String]) -> Bool {
    guard declaration.contains("public") || declaration.contains("open") else { return true }
    if declaration.contains("static") || declaration.contains("override") { return true }
    if declaration.contains("let") { return true }
    if let initializer = declaration.firstIndex(of: "init") {
      return declaration.dropFirst(initializer + 1).prefix(2) == ["(", ")"]
    }
    return false
  }

  static func sharedUISources() throws -> [String] {
    let folder = PackageFiles.root.appendingPathComponent("Sources/SharedUI")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }

  @Test func sharedViewsOfferOutletsAndLayoutOnly() throws {
    let sources = try Self.sharedUISources()
    let views = Self.views(in: sources)
    #expect(views.isSuperset(of: ["SearchView", "RepositoryDetailView", "RepositoryCell"]))
    for source in sources {
      for violation in Self.violations(in: source, views: views) {
        Issue.record("SharedUI offers `\(violation)`, which decides what to show")
      }
    }
  }

  @Test func theRuleCatchesWhatDecidesWhatToShow() {
    let source = """
      public final class DetailView: StackView {
        public let nameLabel = Label()
        public static let footerText = "keys"
        public static func searchingText(for query: String) -> String { query }
        public init() {
          super.init(axis: .vertical)
        }
        public init(repository: Repository) {
          super.init(axis: .vertical)
        }
        public func configure(with repository: Repository) {
          nameLabel.text = repository.fullName
        }
        public var isOpened = false
        public override func keyPressed(_ event: KeyEvent) -> Bool { false }
        func layOut() {}
      }
      extension DetailView {
        public func showOpenedInBrowser() {}
      }
      public struct Texts {
        public func configure() {}
      }
      """
    let views = Self.views(in: [source])
    #expect(views == ["DetailView"])
    #expect(
      Self.violations(in: source, views: views).map(\.declaration) == [
        "public init ( repository : Repository )",
        "public func configure ( with repository : Repository )",
        "public var isOpened = false",
        "public func showOpenedInBrowser ( )",
      ])
  }
}
