import Foundation

/// The links of an HTTP `Link` header, by relation: GitHub's way of saying a next page exists.
///
/// GitHub sends `<https://api.github.com/search/repositories?q=swift&page=2>; rel="next",
/// <…&page=34>; rel="last"`, and leaves the header out when everything fit on one page.
struct LinkHeader: Hashable, Sendable {
  /// Each relation (`next`, `last`, `prev`, `first`) and the address it points to.
  let targets: [String: String]

  /// Reads a `Link` header value; parts it cannot read are skipped.
  init(_ value: String) {
    var targets: [String: String] = [:]
    for link in Self.links(in: value) {
      guard let open = link.firstIndex(of: "<"),
        let close = link[open...].firstIndex(of: ">")
      else { continue }
      let target = String(link[link.index(after: open)..<close])
      for parameter in link[link.index(after: close)...].split(separator: ";") {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel"
        else { continue }
        // `rel` may name several relations at once: `rel="next last"`.
        let relations = pair[1].trimmingCharacters(in: .whitespaces).filter { $0 != "\"" }.split(
          separator: " ")
        for relation in relations { targets[relation.lowercased()] = target }
      }
    }
    self.targets = targets
  }

  /// True when the header links a next page.
  var hasNext: Bool { targets["next"] != nil }

  /// Splits at the commas between links, not the ones inside a `<…>` address.
  private static func links(in value: String) -> [Substring] {
    var links: [Substring] = []
    var start = value.startIndex
    var isInAddress = false
    for index in value.indices {
      switch value[index] {
      case "<": isInAddress = true
      case ">": isInAddress = false
      case "," where !isInAddress:
        links.append(value[start..<index])
        start = value.index(after: index)
      default: break
      }
    }
    links.append(value[start...])
    return links
  }
}
