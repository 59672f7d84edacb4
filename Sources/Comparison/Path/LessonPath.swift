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
    /// Why the step does not start at a closer architecture, in English and in Japanese.
    package var whyNotClosest: (english: String, japanese: String)?
    /// The architectures taught before the step that are closer to where it arrives than where
    /// it starts, closest first, each with its changed lines.
    package var closer: [(stop: Stop, lines: Int)] = []

    /// True when the step changes more than its budget.
    package var isOverBudget: Bool { size.total > budget }

    /// True when a closer architecture was taught before and the step does not say why it
    /// starts elsewhere.
    package var isUnexplained: Bool { !closer.isEmpty && whyNotClosest == nil }

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
    steps: [(
      from: String, to: String, idea: (english: String, japanese: String), budget: Int,
      whyNotClosest: (english: String, japanese: String)?
    )],
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
    var taught: [Int] = []
    var measured: [Step] = []
    for step in steps {
      guard let i = stops.firstIndex(where: { $0.key == step.from }),
        let j = stops.firstIndex(where: { $0.key == step.to })
      else { throw ComparisonError("the lesson path names '\(step.from) → \(step.to)'") }
      if taught.isEmpty { taught.append(i) }
      let size = ArchitectureDiff(
        old: stops[i].architecture, new: stops[j].architecture, tree: tree
      ).stepSize
      var measuredStep = Step(
        from: stops[i], to: stops[j], idea: step.idea.english,
        ideaInJapanese: step.idea.japanese, budget: step.budget, size: size,
        whyNotClosest: step.whyNotClosest)
      measuredStep.closer = taught.filter { $0 != i && matrix[$0][j] < matrix[i][j] }
        .sorted { (matrix[$0][j], $0) < (matrix[$1][j], $1) }
        .map { (stop: stops[$0], lines: matrix[$0][j]) }
      measured.append(measuredStep)
      taught.append(j)
    }
    self.steps = measured
  }

  /// The steps over their budget, each with the roles that changed most, and the steps that
  /// start away from a closer architecture without saying why.
  package var problems: [String] {
    let over = steps.filter(\.isOverBudget).map { step in
      let roles = step.size.roles.prefix(5).map { "\($0.name) \($0.lines)" }
      return "\(step.from.architecture.name) → \(step.to.architecture.name) changes "
        + "\(step.size.total) lines, over its budget of \(step.budget): "
        + roles.joined(separator: ", ")
    }
    let unexplained = steps.filter(\.isUnexplained).compactMap { step in
      step.closer.first.map { closest in
        "\(step.from.architecture.name) → \(step.to.architecture.name) changes "
          + "\(step.size.total) lines, but \(closest.stop.architecture.name), taught before it, "
          + "is \(closest.lines) away: start the step there, or say why not"
      }
    }
    return over + unexplained
  }
}
