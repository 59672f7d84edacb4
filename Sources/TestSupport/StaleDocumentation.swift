/// What a documentation check says when the docs no longer match the code: one line that starts
/// with ``label``, so that someone experimenting with the code can tell it from a behaviour
/// failure at a glance, and that names every place and what brings it up to date.
///
/// Every check that holds a generated part of the docs (a table, a diagram, a diff summary, the
/// lesson chain, a picture, the traced copies) or a figure typed in prose reports through it, one
/// issue per check.
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

  /// The message for figures typed in prose, `places` (each saying what the prose states and
  /// what the code gives), that the code no longer gives.
  public static func typed(_ places: [String]) -> String {
    let one = places.count == 1
    return """
      \(label) \(places.joined(separator: "; ")): the prose quotes the code as it was; change \
      \(one ? "the number" : "the numbers") to what the code gives now
      """
  }
}
