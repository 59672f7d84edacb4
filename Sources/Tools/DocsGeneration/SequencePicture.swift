import Comparison

/// A sequence diagram of traced calls as a picture: the participants across the top, a lifeline
/// under each, and every call or answer an arrow from one lifeline to another, in order.
///
/// It reads the diagrams `compare trace --write` embeds (a `sequenceDiagram` of `actor` and
/// `participant` lines, then `A->>B: message` for a call and `A-->>B: message` for an answer),
/// which the suite holds to a real run of the code: the site shows that run as a picture where
/// nothing draws Mermaid.
package struct SequencePicture: Sendable, Equatable {
  /// One arrow.
  package struct Message: Sendable, Equatable {
    package var from: String
    package var to: String
    package var text: String
    /// True for an answer (`-->>`), drawn dashed.
    package var isAnswer: Bool
  }

  /// The participants, left to right.
  package var participants: [String]
  /// The arrows, top to bottom.
  package var messages: [Message]

  /// The diagram of `mermaid`'s lines, or nil when they are not a sequence diagram of that
  /// shape (a flowchart, say).
  package init?(mermaid lines: [String]) {
    guard lines.first?.trimmed == "sequenceDiagram" else { return nil }
    participants = []
    messages = []
    for line in lines.dropFirst() {
      let text = line.trimmed
      if text.isEmpty { continue }
      let namesParticipant = text.hasPrefix("participant ") || text.hasPrefix("actor ")
      if namesParticipant, let name = text.wholeMatch(of: /(?:actor|participant) (.+)/)?.output.1 {
        participants.append(String(name))
      } else if let match = text.wholeMatch(of: /([^-]+?)(-->>|->>)([^:]+): (.*)/) {
        let (from, to) = (String(match.output.1), String(match.output.3))
        guard participants.contains(from), participants.contains(to) else { return nil }
        messages.append(
          Message(
            from: from, to: to, text: Self.unescaped(String(match.output.4)),
            isAnswer: match.output.2 == "-->>"))
      } else {
        return nil
      }
    }
  }

  /// The picture, described by `title`.
  package func svg(title: String) -> String {
    let n = SVG.number
    let characterWidth = 7.4
    let rowHeight = 30.0
    let top = 16.0
    let headerHeight = 30.0
    func width(_ text: String) -> Double { Double(text.count) * characterWidth }
    let index = Dictionary(
      participants.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
    // Each gap is wide enough for both names and for every label between those two lifelines.
    var gaps = (0..<max(participants.count - 1, 0)).map { gap in
      max(150, (width(participants[gap]) + width(participants[gap + 1])) / 2 + 40)
    }
    for message in messages {
      guard let from = index[message.from], let to = index[message.to], from != to else { continue }
      let (left, right) = (min(from, to), max(from, to))
      let span = gaps[left..<right].reduce(0, +)
      let needed = width(message.text) + 30
      if needed > span { gaps[right - 1] += needed - span }
    }
    var centers: [Double] = []
    var x = 16 + (participants.first.map { width($0) / 2 + 12 } ?? 0)
    for (offset, _) in participants.enumerated() {
      centers.append(x)
      if offset < gaps.count { x += gaps[offset] }
    }
    let selfLoop = messages.filter { $0.from == $0.to }.map { width($0.text) + 50 }.max() ?? 0
    let right = x + max((participants.last.map { width($0) / 2 + 12 } ?? 0), selfLoop) + 16
    let bottom = top + headerHeight + 20 + rowHeight * Double(messages.count) + 10
    var body: [String] = []
    for (offset, name) in participants.enumerated() {
      let center = centers[offset]
      body.append(
        "<line x1=\"\(n(center))\" y1=\"\(n(top + headerHeight))\" x2=\"\(n(center))\" "
          + "y2=\"\(n(bottom))\" class=\"lifeline\"/>")
      let boxWidth = width(name) + 20
      body.append(
        "<rect x=\"\(n(center - boxWidth / 2))\" y=\"\(n(top))\" width=\"\(n(boxWidth))\" "
          + "height=\"\(n(headerHeight))\" rx=\"\(offset == 0 ? 15 : 4)\" class=\"participant\"/>")
      body.append(
        "<text x=\"\(n(center))\" y=\"\(n(top + 19))\" text-anchor=\"middle\" "
          + "font-weight=\"bold\">\(SVG.escaped(name))</text>")
    }
    for (row, message) in messages.enumerated() {
      guard let from = index[message.from], let to = index[message.to] else { continue }
      let y = top + headerHeight + 20 + rowHeight * Double(row) + 18
      let kind = message.isAnswer ? "answer" : "call"
      let head: SVG.Head = message.isAnswer ? .open : .filled
      if from == to {
        let start = centers[from]
        body.append(
          "<path d=\"M\(n(start)),\(n(y - 6)) h30 v12 h-30\" class=\"\(kind)\"/>")
        body.append(SVG.head(head, x: start, y: y + 6, pointingRight: false))
        body.append(
          "<text x=\"\(n(start + 36))\" y=\"\(n(y + 4))\">\(SVG.escaped(message.text))</text>")
        continue
      }
      let (start, end) = (centers[from], centers[to])
      body.append(
        "<line x1=\"\(n(start))\" y1=\"\(n(y))\" x2=\"\(n(end))\" y2=\"\(n(y))\" "
          + "class=\"\(kind)\"/>")
      body.append(SVG.head(head, x: end, y: y, pointingRight: end > start))
      body.append(
        "<text x=\"\(n(min(start, end) + 10))\" y=\"\(n(y - 5))\">\(SVG.escaped(message.text))</text>"
      )
    }
    let header = SVG.opening(
      width: n(right), height: n(bottom + 16), title: title,
      style: ".lifeline { stroke: #8c959f; stroke-dasharray: 3 3; } "
        + ".participant { fill: #f6f8fa; stroke: #8c959f; } "
        + ".call, .answer { fill: none; stroke: #1f2328; stroke-width: 1.2; } "
        + ".answer { stroke-dasharray: 6 4; }")
    return (header + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// A message as the trace wrote it: Mermaid's `#35;` and `#59;` back to `#` and `;`.
  private static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "#59;", with: ";").replacingOccurrences(of: "#35;", with: "#")
  }

}
