import Comparison

/// The README of a new architecture: the headings every architecture's README has, each with a
/// short prompt for the learner, the copied architecture's roles table, and the two generated
/// diagrams, filled as `Scripts/regenerate-docs` fills them.
struct Readme {
  /// The new architecture.
  let name: ArchitectureName
  /// The architecture it was copied from.
  let source: SourceArchitecture
  /// The copied architecture's README, renamed as its code was.
  let sourceReadme: String
  /// The ownership diagram of the new architecture, as `compare graph --write` writes it.
  let graph: String

  /// The lines of the `## Roles` table of the source README, without the heading.
  private var rolesTable: [Substring] {
    let lines = sourceReadme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.firstIndex(of: "## Roles") else { return [] }
    let rest = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }
    return Array(rest.prefix { $0.hasPrefix("|") })
  }

  /// The sequence diagram of the source README: its script and its block, which the copy,
  /// whose calls are the same, draws the same; nil when it has none.
  private var trace: (script: String, content: String)? {
    guard let blocks = try? EmbeddedBlocks.traces.blocks(in: sourceReadme),
      let block = blocks.first
    else { return nil }
    let words = block.key.split(separator: " ")
    guard words.count == 2 else { return nil }
    return (String(words[1]), block.content)
  }

  /// The README's text.
  var text: String {
    let from = "\(source.displayName) (`Sources/\(source.folder)`, `\(source.entry.demo)`)"
    var lines = [
      "# \(name.folder) — `\(name.demo)`",
      "",
      "```sh",
      "swift run \(name.demo)",
      "```",
      "",
      "Copied from \(from) by `Scripts/new-architecture`. Fill in: what this architecture shows,",
      "in a sentence or two, and what it changes in the one it was copied from;",
      "`swift run compare diff \(source.key) \(name.key)` shows what has changed so far.",
      "",
      "## Roles",
      "",
      "Fill in: one row per role, with what it owns and what it knows. The rows are those of",
      "\(source.displayName), whose code this copy starts from.",
      "",
    ]
    lines += rolesTable.map(String.init)
    lines += ["", "## Data flow", ""]
    if let trace {
      lines += [
        "Fill in: how one search goes from the key press to the rows. The diagram is drawn from a",
        "run of the code: `swift run compare trace \(name.key) --mermaid <"
          + " Tutorials/traces/\(trace.script).txt`,",
        "and `Scripts/regenerate-docs` draws it again when the code changes.",
        "",
        EmbeddedBlocks.traces.begin("\(name.key) \(trace.script)"),
      ]
      lines += trace.content.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        .map(String.init)
      lines.append(EmbeddedBlocks.traces.end)
    } else {
      lines.append("Fill in: how one search goes from the key press to the rows.")
    }
    let tests =
      source.entry.presentationModule
      ? "what `Tests/\(name.folder)PresentationTests` drive without a screen, and what "
        + "`Tests/\(name.folder)Tests` prove with one."
      : "what `Tests/\(name.folder)Tests` prove, and which of it needs no screen."
    lines += [
      "",
      "## What is tested without the UI",
      "",
      "Fill in: " + tests,
      "",
      "## Who holds whom, drawn from the code",
      "",
      "`swift run compare graph \(name.key)` reads this from the code: solid arrows are strong",
      "references, dotted ones weak; each box is a module of `Package.swift`.",
      "`Scripts/regenerate-docs` draws it again when the code changes.",
      "",
      EmbeddedBlocks.graphs.begin(name.key),
    ]
    lines += graph.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    lines += [
      EmbeddedBlocks.graphs.end,
      "",
      "## Trade-offs",
      "",
      "Fill in: what this architecture makes easy, and what it costs, next to "
        + "\(source.displayName).",
      "",
    ]
    return lines.joined(separator: "\n")
  }
}
