extension StringProtocol {
  /// The text without the spaces and tabs around it.
  var trimmed: String {
    // Byte by byte: a space and a tab are one byte each, and every page's line asks.
    let bytes = String(self).utf8
    guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
