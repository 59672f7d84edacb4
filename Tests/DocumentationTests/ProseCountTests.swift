import Comparison
import Foundation
import Testing

/// The counts of the code that sentences state (``QuotedCounts``): each sentence is where the
/// list says, and states a number.
///
/// `compare table --write` writes each number as the code gives it now, and
/// `EmbeddedTableTests/everyEmbeddedTableIsCurrent()` holds every one to it.
@Suite struct ProseCountTests {
  @Test(arguments: QuotedCounts.all.map(CountedSentence.init))
  func everyCountedSentenceIsThere(_ sentence: CountedSentence) throws {
    let index = try DocumentationIndex.shared.get()
    let quoted = sentence.quoted
    let text = try #require(index.documentation.markdownFiles[quoted.document])
    let stated = try #require(quoted.stated(in: text), "the sentence is not there")
    #expect(stated.number != nil, "“\(text[stated.range])” is not a number")
    #expect(quoted.count(index.tree) != nil, "nothing to count")
  }

  /// A counted sentence as a test's argument, shown by its page and what it counts:
  /// `en/03: MVP SearchPresenter.swift`.
  struct CountedSentence: CustomTestStringConvertible, Sendable {
    let quoted: QuotedCount
    var testDescription: String {
      "\(DocumentationIndex.shortName(of: quoted.document)): "
        + quoted.what.replacing(#/^the (?:code )?lines of Sources\/(\w+)\/.*\//#) {
          "\($0.output.1) "
        }
        .replacing(".swift", with: "")
    }
  }

  /// The sentence is found across a line break, and its number is written back in its own
  /// form, a word or digits; nothing else changes.
  @Test func aCountIsWrittenInTheSentencesOwnForm() throws {
    let files = Self.registry(shipping: 2)
    let quoted = try #require(QuotedCounts.all.first { $0.what == "the architectures" })
    let text = "Each\narchitecture (Nine of\nthem) has a column."
    let stated = try #require(quoted.stated(in: text))
    #expect(stated.number == 9)
    let document = try TextDocument(path: quoted.document, text: text)
    #expect(
      QuotedCounts.rewritten(document, in: files).lines == [
        "Each", "architecture (Two of", "them) has a column.",
      ])
    let digits = try TextDocument(path: quoted.document, text: "architecture (12 of them)")
    #expect(QuotedCounts.rewritten(digits, in: files).lines == ["architecture (2 of them)"])
    // A compound below a hundred is written in words too.
    let many = Self.registry(shipping: 21)
    #expect(QuotedCounts.rewritten(document, in: many).lines[1] == "architecture (Twenty-one of")
  }

  /// A package whose registry ships `count` architectures and has one added.
  static func registry(shipping count: Int) -> InMemoryFileTree {
    let shipped = (1...count).map { "    .a\($0)," }
    let text =
      ["public enum Registry {", "  public static let shipped: [Architecture] = ["] + shipped
      + [
        "  ]", "  public static let added: [Architecture] = [", "    .mine,  // copied", "  ]", "}",
      ]
    return InMemoryFileTree(files: [RegistrySource.path: text.joined(separator: "\n")])
  }

  @Test func theArchitecturesTheKitShipsAreCounted() throws {
    let quoted = try #require(QuotedCounts.all.first { $0.what == "the architectures" })
    #expect(quoted.count(Self.registry(shipping: 3)) == 3)
    #expect(quoted.count(InMemoryFileTree(files: [:])) == nil)
  }
}
