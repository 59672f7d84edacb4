import Foundation

/// An architecture's `concerns.json`: for each ``Concern``, the file and the member where it
/// lives, as the architecture's author declares it.
///
/// ```json
/// { "paging": { "file": "Presentation/SearchPresenter.swift",
///               "symbol": "SearchPresenter.loadNextPage()" } }
/// ```
///
/// A concern may name several places (`[{…}, {…}]`), such as the member that decides to
/// navigate and the one that pushes the screen. Files are relative to the architecture's folder.
package struct ConcernDeclarations: Sendable {
  /// One declared place: a file and `Type.member`.
  package struct Place: Codable, Sendable, Equatable {
    /// The file, relative to the architecture's folder.
    package var file: String
    /// `Type.member`, the member as a selector: `loadNextPage()`, `summary`.
    package var symbol: String
  }

  /// The declared places of each concern.
  package let places: [Concern: [Place]]

  /// The file name every architecture folder holds its declarations in.
  package static let fileName = "concerns.json"

  /// Decodes a declaration file; throws a message naming what is wrong.
  package init(json: String, path: String) throws(ComparisonError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    } catch {
      throw ComparisonError("\(path) is not valid JSON: \(error.localizedDescription)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw ComparisonError("\(path) must hold one JSON object, keyed by concern")
    }
    var places: [Concern: [Place]] = [:]
    var problems: [String] = []
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      guard let concern = Concern(rawValue: key) else {
        let known = Concern.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append("\(path): unknown concern '\(key)' (known: \(known))")
        continue
      }
      let entries = (value as? [[String: Any]]) ?? (value as? [String: Any]).map { [$0] } ?? []
      let decoded = entries.compactMap { entry -> Place? in
        guard let file = entry["file"] as? String, let symbol = entry["symbol"] as? String,
          entry.count == 2
        else { return nil }
        return Place(file: file, symbol: symbol)
      }
      if decoded.isEmpty || decoded.count != entries.count {
        problems.append(
          "\(path): '\(key)' needs {\"file\": …, \"symbol\": \"Type.member\"} or a list of them")
      }
      places[concern] = decoded
    }
    for concern in Concern.allCases where places[concern] == nil {
      problems.append("\(path): declares no '\(concern.rawValue)'")
    }
    guard problems.isEmpty else { throw ComparisonError(problems.joined(separator: "\n")) }
    self.places = places
  }
}

/// Why the comparison cannot be made: a declaration that does not hold, a file that is missing.
///
/// The message names the file and what to fix; the tool prints it and exits non-zero.
package struct ComparisonError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, one problem a line.
  package var description: String

  /// An error with `description`.
  package init(_ description: String) {
    self.description = description
  }
}
