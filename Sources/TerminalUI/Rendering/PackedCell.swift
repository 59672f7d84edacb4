/// One cell as ``Canvas`` stores it: eight bytes of plain integers, so that filling, copying
/// and comparing a 10,000-cell frame is memory work with no reference counting.
///
/// A character that is a single scalar is stored as that scalar's value. A longer grapheme
/// cluster (`👍🏽`, `e` + combining accent) is kept in the canvas's cluster list, and the cell
/// stores its index with ``clusterFlag`` set.
struct PackedCell: Hashable, Sendable {
  /// Marks ``content`` as an index into the canvas's clusters rather than a scalar value.
  static let clusterFlag: UInt32 = 1 << 31
  private static let continuationFlag: UInt16 = 1 << 15
  /// Bits 0–13 of ``attributes``: the packed style.
  private static let styleMask: UInt16 = 0x3FFF

  /// A blank cell in the default style.
  static let blank = PackedCell(content: 0x20, attributes: 0)

  /// A scalar value, or a cluster index with ``clusterFlag`` set.
  var content: UInt32
  /// The style in bits 0–13 (see ``init(content:style:isContinuation:)``), the continuation
  /// mark in bit 15.
  var attributes: UInt16

  private init(content: UInt32, attributes: UInt16) {
    self.content = content
    self.attributes = attributes
  }

  /// Packs `style` as foreground + 1 (0 for the default) in bits 0–4, background + 1 in bits
  /// 5–9, then bold, dim, underline and inverse in bits 10–13.
  init(content: UInt32, style: Style, isContinuation: Bool = false) {
    var bits = UInt16(style.foreground.map { $0.rawValue + 1 } ?? 0)
    bits |= UInt16(style.background.map { $0.rawValue + 1 } ?? 0) << 5
    if style.isBold { bits |= 1 << 10 }
    if style.isDim { bits |= 1 << 11 }
    if style.isUnderlined { bits |= 1 << 12 }
    if style.isInverse { bits |= 1 << 13 }
    if isContinuation { bits |= Self.continuationFlag }
    self.init(content: content, attributes: bits)
  }

  /// True when ``content`` indexes the canvas's clusters.
  var isCluster: Bool { content & Self.clusterFlag != 0 }

  /// True for the right half of a two-column character.
  var isContinuation: Bool { attributes & Self.continuationFlag != 0 }

  /// The style still packed: equal for two cells exactly when their styles are, and cheaper
  /// to compare than ``style``.
  var styleBits: UInt16 { attributes & Self.styleMask }

  /// The unpacked style.
  var style: Style {
    Style(
      foreground: Color(rawValue: UInt8(attributes & 0x1F) &- 1),
      background: Color(rawValue: UInt8(attributes >> 5 & 0x1F) &- 1),
      isBold: attributes & 1 << 10 != 0,
      isDim: attributes & 1 << 11 != 0,
      isUnderlined: attributes & 1 << 12 != 0,
      isInverse: attributes & 1 << 13 != 0)
  }
}
