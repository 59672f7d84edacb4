import Foundation
import TestSupport
import Testing

/// A sentence that orders the typing pause's filter against the pause says where the cancel
/// goes.
///
/// Every architecture does S13 in one order: each edit cancels the pending pause, then the text
/// is filtered (three characters or more, not the query shown), then a new pause waits on the
/// clock (the conformance suite's `shortQueryCancels` holds the behaviour). "Filter before the
/// pause" is true of the wait and false of the cancel, and reads as the RxSwift article's bug,
/// `filter` before `debounce`; so a sentence that puts the filter before or after the pause, the
/// wait or the debounce also names the cancel (or the restart). A sentence about the article's
/// order, which is the bug, is exempt.
@Suite struct TypingPauseOrderTests {
  /// The words of a sentence that orders the filter against the pause, in both languages.
  nonisolated(unsafe) static let filter = #/[Ff]ilter|フィルタ/#
  nonisolated(unsafe) static let pause = #/pause|wait|debounc|待|デバウンス/#
  nonisolated(unsafe) static let order = #/\b(?:first|then|before|after)\b|先|前|後|それから|次に/#
  /// The words that say where the cancel goes.
  nonisolated(unsafe) static let cancel = #/cancel|restart|キャンセル|やり直|打ち切/#
  /// The words of a sentence about the article's chain, whose order is the bug.
  nonisolated(unsafe) static let aboutTheArticle = #/article|記事|bug|バグ|wrong/#

  /// The sentences of `sentences` that order the filter against the pause without the cancel.
  static func unplacedCancels(in sentences: [ProseSentence]) -> [ProseSentence] {
    sentences.filter { sentence in
      // Most sentences name no filter: they are passed over without a regular expression.
      guard sentence.text.containsExactly("ilter") || sentence.text.containsExactly("フィルタ")
      else { return false }
      let words = sentence.words
      return words.contains(filter) && words.contains(pause) && words.contains(order)
        && !words.contains(cancel) && !words.contains(aboutTheArticle)
    }
  }

  @Test func aSentenceThatOrdersTheFilterAndThePauseSaysWhereTheCancelGoes() throws {
    let index = try DocumentationIndex.shared.get()
    for (path, _) in index.learnerPages {
      for sentence in Self.unplacedCancels(in: index.sentences(of: path)) {
        Issue.record(
          """
          \(path):\(sentence.line) orders the filter against the pause without saying where the \
          cancel goes (every edit cancels first, then filters, then waits): \(sentence)
          """)
      }
    }
  }

  @Test func onlyAnOrderWithoutTheCancelIsCaught() {
    let text = """
      Both filter before the pause.

      Both cancel the pending pause first, then filter, then wait.

      The article filters before it debounces, which is its bug.

      Run `swift test --filter S13/` and wait for the result.
      """
    #expect(Self.unplacedCancels(in: ProseSentence.sentences(in: text)).map(\.line) == [1])
  }
}
