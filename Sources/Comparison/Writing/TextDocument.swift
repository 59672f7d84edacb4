import Foundation

/// A text file as the tools that write read it: its lines and the line ending it uses, so that
/// what they write back keeps the file's own endings.
///
/// It reads UTF-8 with one kind of line ending, LF or CRLF; anything else is a shape the tools do
/// not guess at: bytes that are not UTF-8, or both endings in one file, are refused with the
/// file's path and the line.
package struct TextDocument: Sendable, Equatable {
  /// How the file ends its lines.
  package enum LineEnding: String, Sendable {
    /// `\n`, as Linux and macOS write it.
    case lineFeed = "\n"
    /// `\r\n`, as Windows editors write it.
    case carriageReturnLineFeed = "\r\n"
  }

  /// The file's path, relative to the package root, as messages name it.
  package var path: String
  /// The lines without their endings; the last is empty when the file ends with a line break.
  package var lines: [String]
  /// The ending between the lines.
  package var lineEnding: LineEnding

  /// The document `bytes` hold; throws, naming `path` and the line, when they are not UTF-8 or
  /// end their lines both ways.
  package init(path: String, bytes: some Collection<UInt8>) throws(ComparisonError) {
    var lines: [String] = []
    var ending: LineEnding?
    let segments = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, segment) in segments.enumerated() {
      let number = index + 1
      var line = Array(segment)
      if index < segments.count - 1 {
        let found: LineEnding = line.last == 0x0D ? .carriageReturnLineFeed : .lineFeed
        if found == .carriageReturnLineFeed { line.removeLast() }
        if let ending, ending != found {
          throw ComparisonError(
            "\(path):\(number): ends its line with \(found.name), the lines above with "
              + "\(ending.name); make them one or the other")
        }
        ending = found
      }
      if let offset = Self.firstInvalidByte(in: line) {
        throw ComparisonError(
          "\(path):\(number): byte 0x\(String(line[offset], radix: 16, uppercase: true)) "
            + "is not UTF-8 text")
      }
      lines.append(String(decoding: line, as: UTF8.self))
    }
    self.path = path
    self.lines = lines
    self.lineEnding = ending ?? .lineFeed
  }

  /// The document `text` holds, read as the file's bytes would be.
  package init(path: String, text: String) throws(ComparisonError) {
    try self.init(path: path, bytes: Array(text.utf8))
  }

  /// The text, each line ended as the file ends its lines.
  package var text: String {
    lines.joined(separator: lineEnding.rawValue)
  }

  /// The bytes to write.
  package var data: Data {
    Data(text.utf8)
  }

  /// The offset of the first byte of `line` that does not start or continue a UTF-8 character.
  private static func firstInvalidByte(in line: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = line.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}

extension TextDocument.LineEnding {
  /// How a message names it.
  fileprivate var name: String {
    switch self {
    case .lineFeed: "LF"
    case .carriageReturnLineFeed: "CRLF"
    }
  }
}
