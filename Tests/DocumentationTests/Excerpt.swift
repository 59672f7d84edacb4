import Foundation

/// Lines quoted from a source file, where `// …` stands for lines left out.
struct Excerpt {
  /// The quoted lines.
  let lines: [String]

  /// The first contiguous part of the excerpt that `file` does not contain, in order; nil when
  /// every part is there.
  func firstMissingPart(in file: String) -> String? {
    firstMissingPart(in: Self.trimmedLines(of: file))
  }

  /// The lines of `file`, each trimmed of the white space around it, as an excerpt is matched.
  static func trimmedLines(of file: String) -> [String] {
    file.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The first contiguous part of the excerpt that `fileLines`, a file's trimmed lines, do not
  /// contain, in order; nil when every part is there.
  func firstMissingPart(in fileLines: [String]) -> String? {
    var parts: [[String]] = [[]]
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line == "// …" { parts.append([]) } else { parts[parts.count - 1].append(line) }
    }
    var start = 0
    for part in parts where !part.isEmpty {
      guard let found = Self.index(of: part, in: fileLines, from: start) else {
        return part.joined(separator: "\n")
      }
      start = found + part.count
    }
    return nil
  }

  private static func index(of part: [String], in lines: [String], from start: Int) -> Int? {
    guard part.count <= lines.count else { return nil }
    var index = start
    while index + part.count <= lines.count {
      if lines[index] == part[0], zip(lines[index...], part).allSatisfy({ $0 == $1 }) {
        return index
      }
      index += 1
    }
    return nil
  }
}
