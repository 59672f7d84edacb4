import Foundation
import TestSupport
import Testing

/// An initializer the prose names with its labels, such as `SearchQuery(_:)` or
/// `SearchPresenter(service:clock:)`, is declared with exactly those labels by a type of that name.
@Suite struct InitializerTests {
  let index: DocumentationIndex
  var documentation: Documentation { index.documentation }

  init() throws {
    index = try DocumentationIndex.shared.get()
  }

  /// The argument labels of every `init` declared in `source`, such as `["service", "clock"]`.
  static func initializerLabels(in source: String) -> [[String]] {
    source.matches(of: /\binit[?!]?\(([^)]*)\)/).map { match in
      match.output.1.split(separator: ",").compactMap { parameter in
        let words =
          parameter.split(separator: ":", maxSplits: 1).first?
          .split(whereSeparator: \.isWhitespace) ?? []
        return words.first.map(String.init)
      }
    }
  }

  @Test func labelsAreReadFromADeclaration() {
    let source =
      "init(service: any S, _ clock: C,\n    urlOpener opener: U) {}\ninit?(_ text: String) {}"
    #expect(Self.initializerLabels(in: source) == [["service", "_", "urlOpener"], ["_"]])
  }

  @Test func initializersNamedInProseExist() {
    let sources = documentation.sourceFiles
    // Each file's initializers, read the first time a mention needs them.
    var labels: [String: [[String]]] = [:]
    func initializerLabels(of path: String) -> [[String]] {
      if let known = labels[path] { return known }
      let read = Self.initializerLabels(in: sources[path] ?? "")
      labels[path] = read
      return read
    }
    for (path, text) in documentation.markdownFiles {
      // A mention is on one line and ends with `:)` and a backtick: only such a line is searched.
      for line in text.newlineSeparatedLines where line.containsExactly(":)`") {
        for mention in line.matches(of: /`([A-Z]\w*)\(((?:\w+:)+)\)`/) {
          let type = String(mention.output.1)
          let labels = mention.output.2.split(separator: ":").map(String.init)
          let declaring = index.declarations.filesDeclaringType[type] ?? []
          #expect(
            declaring.contains { initializerLabels(of: $0).contains(labels) },
            "\(path) names \(type)(\(labels.map { $0 + ":" }.joined())), which is not declared")
        }
      }
    }
  }
}
