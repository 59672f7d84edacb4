import SwiftSource

/// Rewrites one source file of an architecture into its traced copy: the first statement of
/// every method and initializer calls `Trace.enter`, and of every `Task { … }` a method starts,
/// `Trace.resume` (see `Trace` in the `Tracing` module).
///
/// Nothing else changes, and every insertion stays on the line it belongs to, so that a
/// compiler message about the copy points at the same line of the original. Computed
/// properties, subscripts, `deinit` and operators are left as they are.
package struct Instrumentation {
  /// The architecture's name, as events report it, such as `MVP`.
  package var architecture: String
  /// Modules merged into the traced copy, whose imports are dropped, such as `MVPPresentation`.
  package var mergedModules: Set<String>

  /// An instrumentation for `architecture`.
  package init(architecture: String, mergedModules: Set<String>) {
    self.architecture = architecture
    self.mergedModules = mergedModules
  }

  /// The traced copy of `text`.
  package func instrument(_ text: String) -> String {
    let code = SwiftCode(text)
    let tokens = Token.tokens(of: code)
    var insertions = Scanner(tokens: tokens, architecture: architecture).insertions()
    insertions += importEdits(tokens)
    var scalars = Array(text.unicodeScalars)
    for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
      scalars.replaceSubrange(
        insertion.offset..<(insertion.offset + insertion.removing),
        with: insertion.text.unicodeScalars)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    // On the first line, so that every line keeps its number.
    return "import Tracing; " + String(result)
  }

  /// Drops `import X` for each merged module X (blanking it keeps the line numbers).
  private func importEdits(_ tokens: [Token]) -> [Insertion] {
    var edits: [Insertion] = []
    for (index, token) in tokens.enumerated()
    where token.text == "import" && token.startsLine && index + 1 < tokens.count
      && mergedModules.contains(tokens[index + 1].text)
    {
      let end = tokens[index + 1].offset + tokens[index + 1].text.unicodeScalars.count
      edits.append(Insertion(offset: token.offset, removing: end - token.offset, text: ""))
    }
    return edits
  }
}

/// Text to put at an offset of the original, replacing `removing` scalars.
struct Insertion {
  var offset: Int
  var removing = 0
  var text: String
}
