extension LessonPath {
  /// The matrix and the chain, as `compare path` prints them.
  package var text: String {
    var lines = [
      "Changed lines of code between every two architectures",
      "(presentation and UI; comments and blank lines left out; a file one side lacks counts whole)",
      "",
    ]
    let width = max(stops.map(\.key.count).max() ?? 0, 5) + 2
    lines.append(pad("", width) + stops.map { pad($0.key, width, right: true) }.joined())
    for (i, stop) in stops.enumerated() {
      let cells = stops.indices.map { j in
        pad(i == j ? "·" : String(matrix[i][j]), width, right: true)
      }
      lines.append(pad(stop.key, width) + cells.joined())
    }
    lines += ["", "The lesson path: each step one idea, within its budget", ""]
    let names = steps.map { "\($0.from.architecture.name) → \($0.to.architecture.name)" }
    let nameWidth = names.map(\.count).max() ?? 0
    for (step, name) in zip(steps, names) {
      let figure = "\(step.size.total) / \(step.budget)"
      let mark = step.isOverBudget ? "  OVER BUDGET" : ""
      lines.append("  " + pad(name, nameWidth) + "  " + pad(figure, 11) + step.idea + mark)
      lines.append("  " + pad("", nameWidth) + "  " + pad("", 11) + step.command)
      if let why = step.whyNotClosest, let note = nearer(step, why: why.english, japanese: false) {
        lines.append("  " + pad("", nameWidth) + "  " + pad("", 11) + note)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The chain for a chapter: a picture of the steps, then a table of their ideas and figures.
  ///
  /// The Mermaid picture, the same in both languages, labels each step with its changed lines;
  /// the table names each step's idea, its figure against its budget and the command that
  /// shows it. `japanese` picks the table's language.
  package func markdown(japanese: Bool) -> String {
    var lines = ["```mermaid", "flowchart LR"]
    for stop in stops where steps.contains(where: { $0.from == stop || $0.to == stop }) {
      lines.append("  \(id(stop))[\"\(stop.architecture.name)\"]")
    }
    for step in steps {
      lines.append("  \(id(step.from)) -->|\"\(step.size.total)\"| \(id(step.to))")
    }
    lines += ["```", ""]
    lines.append(
      japanese
        ? "| 一歩 | ひとつの考え方 | 変わる行 (上限) | 読むコマンド |"
        : "| step | the one idea | lines changed (budget) | read it with |")
    lines.append("| --- | --- | --- | --- |")
    for step in steps {
      let name = "\(step.from.architecture.name) → \(step.to.architecture.name)"
      lines.append(
        "| \(name) | \(japanese ? step.ideaInJapanese : step.idea) | \(step.size.total) "
          + "(\(step.budget)) | `\(step.command)` |")
    }
    let notes = steps.compactMap { step in
      step.whyNotClosest.flatMap { why in
        nearer(step, why: japanese ? why.japanese : why.english, japanese: japanese).map {
          "- **\(step.from.architecture.name) → \(step.to.architecture.name)**: " + $0
        }
      }
    }
    if !notes.isEmpty { lines += [""] + notes }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Which architecture taught before `step` is closer than where it starts, with the figures,
  /// then `why` the step starts there all the same; nil when none is closer.
  private func nearer(_ step: Step, why: String, japanese: Bool) -> String? {
    guard let closest = step.closer.first else { return nil }
    let name = closest.stop.architecture.name
    return japanese
      ? "\(name) のほうが近いのは(\(closest.lines) 行、この一歩は \(step.size.total) 行)、\(why)。"
      : "\(name) is closer (\(closest.lines) lines against \(step.size.total)): \(why)."
  }

  private func id(_ stop: Stop) -> String {
    stop.key.replacing("-", with: "_")
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
