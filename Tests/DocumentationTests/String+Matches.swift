import TestSupport

extension String {
  /// The matches of `regex` in the string, left to right and without overlaps, as
  /// `matches(of:)` finds them, for a pattern every match of which starts with `literal`: the
  /// pattern is tried only where `literal` is, found byte for byte, since a search costs far
  /// less than a regular expression tried at every character.
  func matches<Output>(of regex: Regex<Output>, startingWith literal: String)
    -> [Regex<Output>.Match]
  {
    var matches: [Regex<Output>.Match] = []
    var end = startIndex
    for range in exactRanges(of: literal) where range.lowerBound >= end {
      guard let match = self[range.lowerBound...].prefixMatch(of: regex) else { continue }
      matches.append(match)
      end = match.range.upperBound
    }
    return matches
  }
}
