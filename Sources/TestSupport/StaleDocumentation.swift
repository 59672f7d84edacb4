/// What a documentation check says when the docs no longer match the code: one line that starts
/// with ``label``, so that someone experimenting with the code can tell it from a behaviour
/// failure at a glance, and that names every place and what brings it up to date.
///
/// The checks that hold the generated parts of the docs (`GeneratedDocsTests` and the sequence
/// diagrams' check) report through it, one issue per check; the number check, which holds the
/// figures typed in prose, starts its message with the same label.
public enum StaleDocumentation {
  /// The first word of every such message.
  public static let label = "documentation:"

  /// The one command that regenerates every generated part of the docs.
  public static let regenerate = "Scripts/regenerate-docs"

  /// The message for generated parts, `places`, that the code no longer gives.
  public static func generated(_ places: [String]) -> String {
    let one = places.count == 1
    return """
      \(label) \(places.joined(separator: "; ")) \(one ? "is" : "are") behind the code: run \
      `\(regenerate)` to write \(one ? "it" : "them") again
      """
  }
}
