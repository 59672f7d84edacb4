/// The lesson path measured: the changed code lines between every two architectures, and each
/// step the chapters teach with its idea, its size and its budget.
package struct LessonPath: Sendable {
  /// An architecture as the path names it.
  package struct Stop: Sendable, Equatable {
    /// The architecture's name and folder.
    package var architecture: ComparedArchitecture
    /// Its demo's name without `-demo`, as `compare diff` takes it: `mvp-router`.
    package var key: String

    /// `architecture`, called `key` on the command line.
    package init(_ architecture: ComparedArchitecture, key: String) {
      self.architecture = architecture
      self.key = key
    }
  }

  /// One step: from one stop to another, the idea it shows, its budget and its size.
  package struct Step: Sendable {
    /// Where the step starts.
    package var from: Stop
    /// Where it arrives.
    package var to: Stop
    /// The one idea it shows, in English.
    package var idea: String
    /// The same idea, in Japanese.
    package var ideaInJapanese: String
    /// The most code lines it may change.
    package var budget: Int
    /// The code lines it changes, role by role.
    package var size: StepSize

    /// True when the step changes more than its budget.
    package var isOverBudget: Bool { size.total > budget }

    /// The command that shows the step.
    package var command: String { "swift run compare diff \(from.key) \(to.key)" }
  }

  /// Every architecture, in the registry's order.
  package let stops: [Stop]
  /// The changed code lines between stops `i` and `j`, by `matrix[i][j]`.
  package let matrix: [[Int]]
  /// The steps, in the order the chapters teach them.
  package let steps: [Step]

  /// Measures every pair of `stops` and every step in `tree`; a step names its stops by key.
  package init(
    stops: [Stop],
    steps: [(from: String, to: String, idea: (english: String, japanese: String), budget: Int)],
    tree: any FileTree
  ) throws(ComparisonError) {
    self.stops = stops
    var matrix = Array(repeating: Array(repeating: 0, count: stops.count), count: stops.count)
    for i in stops.indices {
      for j in stops.indices where j > i {
        let size = ArchitectureDiff(
          old: stops[i].architecture, new: stops[j].architecture, tree: tree
        ).stepSize.total
        matrix[i][j] = size
        matrix[j][i] = size
      }
    }
    self.matrix = matrix
    self.steps = try steps.map { step throws(ComparisonError) in
      guard let from = stops.first(where: { $0.key == step.from }),
        let to = stops.first(where: { $0.key == step.to })
      else { throw ComparisonError("the lesson path names '\(step.from) → \(step.to)'") }
      let size = ArchitectureDiff(old: from.architecture, new: to.architecture, tree: tree)
        .stepSize
      return Step(
        from: from, to: to, idea: step.idea.english, ideaInJapanese: step.idea.japanese,
        budget: step.budget, size: size)
    }
  }

  /// The steps over their budget, each with the roles that changed most.
  package var problems: [String] {
    steps.filter(\.isOverBudget).map { step in
      let roles = step.size.roles.prefix(5).map { "\($0.name) \($0.lines)" }
      return "\(step.from.architecture.name) → \(step.to.architecture.name) changes "
        + "\(step.size.total) lines, over its budget of \(step.budget): "
        + roles.joined(separator: ", ")
    }
  }
}
