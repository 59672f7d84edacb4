/// Gathers the content of a bracketed paste until the terminal's end marker, `ESC[201~`.
///
/// Everything before the marker is content, taken literally: an escape sequence inside a
/// paste is text (the sanitizer makes it visible later), never a key. The marker is matched
/// byte by byte, so it may be split across reads, and each byte is looked at once, so a paste
/// of any length costs linear time. Only the first ``KeyDecoder/maximumPasteLength`` bytes are
/// kept, so memory stays bounded however long the paste runs.
struct PasteCollector: Sendable {
  private static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)

  private var content: [UInt8] = []
  /// How many bytes of the end marker the latest bytes matched.
  private var matchedCount = 0

  /// Reads one byte; returns true when it completed the end marker.
  mutating func consume(_ byte: UInt8) -> Bool {
    if byte == Self.endMarker[matchedCount] {
      matchedCount += 1
      return matchedCount == Self.endMarker.count
    }
    // The marker's only ESC is its first byte, so a failed match restarts there or at zero.
    keep(Self.endMarker[0..<matchedCount])
    matchedCount = 0
    if byte == Self.endMarker[0] {
      matchedCount = 1
    } else {
      keep(CollectionOfOne(byte))
    }
    return false
  }

  private mutating func keep(_ bytes: some Collection<UInt8>) {
    let room = KeyDecoder.maximumPasteLength - content.count
    guard room > 0 else { return }
    content.append(contentsOf: bytes.prefix(room))
  }

  /// The pasted text, with malformed UTF-8 replaced and CR LF and lone CR turned into LF; the
  /// collector is empty again afterwards.
  mutating func finish() -> String {
    if content.count == KeyDecoder.maximumPasteLength { dropCutCharacter() }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(content.count)
    var previous: UInt8 = 0
    for byte in content {
      if byte == 0x0A, previous == 0x0D {
        // Already written as the LF for the CR before it.
      } else {
        normalized.append(byte == 0x0D ? 0x0A : byte)
      }
      previous = byte
    }
    content = []
    matchedCount = 0
    return String(decoding: normalized, as: UTF8.self)
  }

  /// Drops the bytes of a UTF-8 character cut short by the length limit.
  private mutating func dropCutCharacter() {
    guard let lead = content.lastIndex(where: { $0 & 0xC0 != 0x80 }), content[lead] >= 0xC0 else {
      return
    }
    let length = content[lead] >= 0xF0 ? 4 : content[lead] >= 0xE0 ? 3 : 2
    if content.count - lead < length { content.removeSubrange(lead...) }
  }
}
