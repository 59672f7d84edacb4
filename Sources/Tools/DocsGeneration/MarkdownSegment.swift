import Foundation

/// A Markdown file cut into its fenced code blocks, which the site shows as they are, and the
/// prose between them, which the site rewrites.
package enum MarkdownSegment: Sendable, Equatable {
  /// Lines of prose, with the number of the first one (1-based).
  case prose(lines: [String], firstLine: Int)
  /// A fenced block: its opening line, its lines and its closing line, untouched.
  case fence(opening: String, body: [String], closing: String)

  /// The segments of `text`, the file at `path`.
  ///
  /// Carriage returns and a fence that never closes are refused, naming the line: the site
  /// would show them wrongly.
  package static func segments(of text: String, path: String) throws(GenerationError)
    -> [MarkdownSegment]
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var segments: [MarkdownSegment] = []
    var prose: [String] = []
    var proseStart = 1
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.contains("\r") {
        throw GenerationError(
          "\(path):\(index + 1): a carriage return; the site reads chapters with LF line endings")
      }
      guard let marker = fenceMarker(line) else {
        if prose.isEmpty { proseStart = index + 1 }
        prose.append(line)
        index += 1
        continue
      }
      guard
        let end = lines[(index + 1)...].firstIndex(where: { closes($0, marker: marker) })
      else {
        throw GenerationError("\(path):\(index + 1): a code block opened here is never closed")
      }
      if !prose.isEmpty { segments.append(.prose(lines: prose, firstLine: proseStart)) }
      prose = []
      segments.append(
        .fence(opening: line, body: Array(lines[(index + 1)..<end]), closing: lines[end]))
      index = end + 1
    }
    if !prose.isEmpty { segments.append(.prose(lines: prose, firstLine: proseStart)) }
    return segments
  }

  /// The run of backticks or tildes that opens a fence on `line`, or nil.
  static func fenceMarker(_ line: String) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
    let marker = trimmed.prefix { $0 == first }
    guard marker.count >= 3 else { return nil }
    // A backtick fence's info string holds no backtick; otherwise it is inline code.
    if first == "`", trimmed.dropFirst(marker.count).contains("`") { return nil }
    return String(marker)
  }

  private static func closes(_ line: String, marker: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let first = marker.first, trimmed.count >= marker.count else { return false }
    return trimmed.allSatisfy { $0 == first }
  }
}
