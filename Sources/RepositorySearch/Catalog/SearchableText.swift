import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text prepared for case-insensitive matching: lowercased, composed, and stored as UTF-8 bytes.
///
/// The catalog prepares every repository's text once, when it is made, so that a search only
/// compares bytes. Because UTF-8 never starts one scalar inside another, a byte match is a
/// match of whole Unicode scalars.
struct SearchableText: Hashable, Sendable {
  /// The prepared text's UTF-8 bytes.
  let bytes: [UInt8]

  /// Prepares `text`, so that `Swift`, `SWIFT` and `swift` compare equal, and so do a composed
  /// `é` and an `e` followed by a combining accent.
  init(_ text: String) {
    let lowercased = text.lowercased()
    if lowercased.utf8.count == lowercased.unicodeScalars.count {
      // ASCII, a byte per scalar, as most of GitHub's text is: nothing to compose. Both counts
      // and the lowercasing run in the standard library, so building a large catalog stays
      // quick even where this file is built without optimization.
      bytes = Array(lowercased.utf8)
    } else {
      bytes = Array(lowercased.precomposedStringWithCanonicalMapping.utf8)
    }
  }

  /// True when nothing was prepared.
  var isEmpty: Bool { bytes.isEmpty }

  /// True when `other` occurs anywhere in this text.
  func contains(_ other: SearchableText) -> Bool {
    bytes.withUnsafeBytes { text in
      other.bytes.withUnsafeBytes { firstOffset(of: $0, in: text) != nil }
    }
  }
}

/// The offset of the first `needle` in `haystack` at or after `start`, or nil; `start` itself
/// for an empty needle.
///
/// The C library's `memchr` finds each candidate first byte many bytes at a time; only there is
/// the rest compared. This keeps a query over 100,000 repositories quick. (`package`: the
/// suites' exact text search in `TestSupport` is the same search.)
package func firstOffset(
  of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0
) -> Int? {
  guard let first = needle.first else { return start }
  guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
  let last = haystack.count - needle.count
  var offset = start
  while offset <= last {
    guard let candidate = memchr(base + offset, Int32(first), last - offset + 1) else {
      return nil
    }
    offset = UnsafeRawPointer(candidate) - base
    if memcmp(candidate, wanted, needle.count) == 0 { return offset }
    offset += 1
  }
  return nil
}
