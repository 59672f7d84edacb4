import Comparison
import TestSupport
import Testing

@Suite struct LineDiffTests {
  /// Applies `edits` to `old`: the new lines, or nil when an edit is out of order.
  private func apply(_ edits: [LineDiff.Edit], old: [String], new: [String]) -> [String]? {
    var result: [String] = []
    var nextOld = 0
    for edit in edits {
      switch edit {
      case .same(let oldLine, let newLine):
        guard oldLine == nextOld, old[oldLine] == new[newLine] else { return nil }
        result.append(old[oldLine])
        nextOld += 1
      case .delete(let oldLine):
        guard oldLine == nextOld else { return nil }
        nextOld += 1
      case .insert(let newLine):
        result.append(new[newLine])
      }
    }
    return nextOld == old.count ? result : nil
  }

  /// The length of the longest common subsequence, by dynamic programming.
  private func lcs(_ old: [String], _ new: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test func emptyAndIdenticalInputs() {
    #expect(LineDiff.edits(from: [], to: []).isEmpty)
    #expect(LineDiff.edits(from: ["a"], to: ["a"]) == [.same(old: 0, new: 0)])
    #expect(LineDiff.edits(from: [], to: ["a"]) == [.insert(new: 0)])
    #expect(LineDiff.edits(from: ["a"], to: []) == [.delete(old: 0)])
  }

  @Test func replacementRemovesBeforeItInserts() {
    #expect(
      LineDiff.edits(from: ["a", "b", "c"], to: ["a", "x", "c"]) == [
        .same(old: 0, new: 0), .delete(old: 1), .insert(new: 1), .same(old: 2, new: 2),
      ])
  }

  @Test func theClassicExampleTakesFiveEdits() {
    let old = "ABCABBA".map(String.init)
    let new = "CBABAC".map(String.init)
    let edits = LineDiff.edits(from: old, to: new)
    #expect(edits.filter { if case .same = $0 { false } else { true } }.count == 5)
    #expect(apply(edits, old: old, new: new) == new)
  }

  @Test func isAShortestScriptOnManyInputs() {
    var generator = SeededRandomNumberGenerator(seed: 15)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a"
      }
      let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a"
      }
      let edits = LineDiff.edits(from: old, to: new)
      #expect(apply(edits, old: old, new: new) == new, "\(old) → \(new)")
      let kept = edits.filter { if case .same = $0 { true } else { false } }.count
      #expect(kept == lcs(old, new), "\(old) → \(new) keeps as many lines as possible")
    }
  }
}
