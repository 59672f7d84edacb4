/// The shortest edit script between two lists of lines: Myers' O((N+M)·D) greedy algorithm
/// ("An O(ND) Difference Algorithm and Its Variations", 1986), with the trace kept to walk back.
package enum LineDiff {
  /// One step of an edit script, with the 0-based line numbers it refers to.
  package enum Edit: Equatable, Sendable {
    /// Line `old` of the first list equals line `new` of the second.
    case same(old: Int, new: Int)
    /// Line `old` of the first list is removed.
    case delete(old: Int)
    /// Line `new` of the second list is inserted.
    case insert(new: Int)
  }

  /// The edits that turn `old` into `new`, in order, with as few deletions and insertions as
  /// possible; removals come before insertions where both could.
  package static func edits(from old: [String], to new: [String]) -> [Edit] {
    let trace = forwardTrace(old, new)
    var edits: [Edit] = []
    var x = old.count
    var y = new.count
    let offset = old.count + new.count + 1
    for depth in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[depth]
      let diagonal = x - y
      let previousDiagonal =
        diagonal == -depth
          || (diagonal != depth
            && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
        ? diagonal + 1 : diagonal - 1
      let previousX = depth == 0 ? 0 : frontier[offset + previousDiagonal]
      let previousY = depth == 0 ? 0 : previousX - previousDiagonal
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        edits.append(.same(old: x, new: y))
      }
      if depth > 0 {
        if x == previousX {
          edits.append(.insert(new: y - 1))
        } else {
          edits.append(.delete(old: x - 1))
        }
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }

  /// For each edit distance D until the end is reached, the furthest x reached on each
  /// diagonal before step D (Myers' `V`).
  private static func forwardTrace(_ old: [String], _ new: [String]) -> [[Int]] {
    let maximum = old.count + new.count
    let offset = maximum + 1
    var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    for depth in 0...maximum {
      trace.append(frontier)
      for diagonal in stride(from: -depth, through: depth, by: 2) {
        var x =
          diagonal == -depth
            || (diagonal != depth
              && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
          ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
        var y = x - diagonal
        while x < old.count && y < new.count && old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + diagonal] = x
        if x >= old.count && y >= new.count { return trace }
      }
    }
    return trace
  }
}
