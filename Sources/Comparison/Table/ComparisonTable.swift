/// The table `compare` prints: one row per question, one column per architecture, each cell a
/// few items written with Markdown's backticks for code.
package struct ComparisonTable: Sendable, Equatable {
  /// What a row answers.
  package enum RowKind: Sendable, Equatable {
    /// A declared and checked concern.
    case concern(Concern)
    /// Where the `[Repository]` results are stored.
    case results
    /// Who takes the model from the environment.
    case modelCreation
    /// Who creates view controllers.
    case screenCreation
    /// Strong references between the architecture's objects.
    case strongReferences
    /// Weak references between them.
    case weakReferences
    /// What the non-UI module depends on.
    case isolation
    /// Lines of code in one layer.
    case lines(Layer)
    /// `@Test`s in the non-UI test target.
    case testsWithoutUI
    /// `@Test`s in the test target that uses the toolkit.
    case testsWithToolkit

    /// Every row, in the table's order.
    static let all: [RowKind] =
      [
        .concern(.validation), .concern(.loading), .results, .concern(.paging),
        .concern(.navigation), .concern(.searchAsYouType), .concern(.formatting), .modelCreation,
        .screenCreation, .strongReferences, .weakReferences, .isolation,
      ] + Layer.allCases.map(RowKind.lines) + [.testsWithoutUI, .testsWithToolkit]
  }

  /// One row: its heading and one cell per architecture, each cell a list of items.
  package struct Row: Sendable, Equatable {
    /// The heading, in the table's language.
    package var title: String
    /// The items of each architecture's cell, in column order.
    package var cells: [[String]]
  }

  /// The heading of the first column.
  package var questionHeading: String
  /// The architectures' names, one per column.
  package var columns: [String]
  /// The rows, in order.
  package var rows: [Row]

  /// The table of `profiles` in `language`.
  package init(profiles: [ArchitectureProfile], language: Language) {
    questionHeading = language.questionHeading
    columns = profiles.map(\.name)
    rows = RowKind.all.map { kind in
      Row(
        title: language.title(of: kind),
        cells: profiles.map { Self.items(of: kind, in: $0, language: language) })
    }
  }

  private static func items(
    of kind: RowKind, in profile: ArchitectureProfile, language: Language
  ) -> [String] {
    let items: [String]
    switch kind {
    case .concern(let concern):
      guard profile.isDeclared else { return [language.notDeclared] }
      items = (profile.concerns[concern] ?? []).map(code)
    case .results: items = profile.results.map(code)
    case .modelCreation: items = profile.modelCreation.map(code)
    case .screenCreation: items = profile.screenCreation.map(code)
    case .strongReferences:
      items = profile.references.filter { !$0.isWeak }.map { reference($0, language) }
    case .weakReferences:
      items = profile.references.filter(\.isWeak).map { reference($0, language) }
    case .isolation: items = isolation(profile.isolation, language: language)
    case .lines(let layer): items = ["\(profile.lines[layer] ?? 0)"]
    case .testsWithoutUI:
      items =
        profile.testsWithoutUI.map { ["\($0) (`\(profile.folder)PresentationTests`)"] }
        ?? [language.noNonUIModule]
    case .testsWithToolkit:
      items = ["\(profile.testsWithToolkit) (`\(profile.folder)Tests`)"]
    }
    return items.isEmpty ? [language.none] : items
  }

  private static func code(_ location: CodeLocation) -> String {
    "`\(location.symbol)`"
  }

  private static func reference(
    _ reference: ArchitectureProfile.Reference, _ language: Language
  ) -> String {
    let symbol = "`\(reference.location.symbol)`"
    switch (reference.isClosure, reference.isWeak) {
    case (true, false): return symbol + " → " + language.closure
    case (true, true): return symbol + " → `\(reference.target)` (\(language.weakSelf))"
    case (false, _) where reference.isToolkit:
      return symbol + " → `\(reference.target)` (\(language.toolkit))"
    case (false, _): return symbol + " → `\(reference.target)`"
    }
  }

  private static func isolation(_ isolation: ArchitectureProfile.Isolation, language: Language)
    -> [String]
  {
    let dependencies = isolation.dependencies.map { "`\($0)`" }.joined(separator: ", ")
    guard let module = isolation.module else { return [language.singleModule(dependencies)] }
    var items = ["`\(module)` → \(dependencies.isEmpty ? language.none : dependencies)"]
    if !isolation.toolchainImports.isEmpty {
      items.append(
        language.toolchain(isolation.toolchainImports.map { "`\($0)`" }.joined(separator: ", ")))
    }
    return items
  }
}
