import Foundation

/// Text prepared for case-insensitive matching: lowercased, composed, and stored as UTF-8 bytes.
///
/// The catalog prepares every repository's text once, when it is made, so that a search only
/// compares bytes. Because UTF-8 never starts a character inside another one, a byte match is
/// a match of whole characters.
struct SearchableText: Hashable, Sendable {
  /// The prepared text's UTF-8 bytes.
  let bytes: [UInt8]

  /// Prepares `text`, so that `Swift`, `SWIFT` and `swift` compare equal, and so do a composed
  /// `é` and an `e` followed by a combining accent.
  init(_ text: String) {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      // Most of GitHub's text is ASCII, where lowercasing byte by byte gives the same result
      // as the Unicode rules many times faster; it keeps building a large catalog quick.
      bytes = text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    } else {
      bytes = Array(text.lowercased().precomposedStringWithCanonicalMapping.utf8)
    }
  }

  /// True when nothing was prepared.
  var isEmpty: Bool { bytes.isEmpty }

  /// True when `other` occurs anywhere in this text.
  func contains(_ other: SearchableText) -> Bool {
    let needle = other.bytes
    guard let first = needle.first else { return true }
    guard needle.count <= bytes.count else { return false }
    // Scanning for the first byte before comparing the rest keeps this a tight loop, which is
    // what lets a query over 100,000 repositories finish in a few milliseconds. The wrapping
    // `&+` cannot overflow here and spares a check on every byte.
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        let lastStart = haystack.count &- needle.count
        var start = 0
        while start <= lastStart {
          if haystack[start] == first {
            var offset = 1
            while offset < needle.count, haystack[start &+ offset] == needle[offset] {
              offset &+= 1
            }
            if offset == needle.count { return true }
          }
          start &+= 1
        }
        return false
      }
    }
  }
}
