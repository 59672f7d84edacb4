/// Checks an architecture's declared places against its files: the file exists, declares or
/// extends the type, and the type has the member there.
struct DeclarationChecker {
  /// `Sources/<Architecture>`.
  let folder: String
  /// The architecture's Swift files.
  let files: [SwiftFile]
  /// Where the declarations were read, for the messages.
  let declarationsPath: String

  /// The location of every declared place; throws one line per place that does not hold.
  func check(_ declarations: ConcernDeclarations) throws(ComparisonError) -> [Concern:
    [CodeLocation]]
  {
    var locations: [Concern: [CodeLocation]] = [:]
    var problems: [String] = []
    for concern in Concern.allCases {
      for place in declarations.places[concern] ?? [] {
        switch locate(place) {
        case .success(let location): locations[concern, default: []].append(location)
        case .failure(let problem):
          problems.append(
            "\(declarationsPath): '\(concern.rawValue)' names \(place.symbol): \(problem)")
        }
      }
    }
    guard problems.isEmpty else { throw ComparisonError(problems.joined(separator: "\n")) }
    return locations
  }

  private func locate(_ place: ConcernDeclarations.Place) -> Result<CodeLocation, Problem> {
    let path = folder + "/" + place.file
    guard let file = files.first(where: { $0.path == path }) else {
      return .failure(Problem("\(path) does not exist"))
    }
    let (typeName, selector) = Self.split(place.symbol)
    guard let typeName, !selector.isEmpty else {
      return .failure(Problem("write it as Type.member, such as SearchPresenter.loadNextPage()"))
    }
    guard file.mentionsType(typeName) else {
      let declared = Set(file.types.map(\.name)).sorted().joined(separator: ", ")
      return .failure(
        Problem("\(path) neither declares nor extends \(typeName) (it has: \(declared))"))
    }
    let members = file.members(of: typeName)
    guard let member = members.first(where: { $0.selector == selector }) else {
      let known = members.map(\.selector).joined(separator: ", ")
      return .failure(
        Problem("\(typeName) has no member \(selector) in \(path) (it has: \(known))"))
    }
    return .success(CodeLocation(file: path, type: typeName, member: selector, line: member.line))
  }

  /// `Type.member(label:)` → (`Type`, `member(label:)`); the type may be nested (`A.B`).
  static func split(_ symbol: String) -> (type: String?, member: String) {
    let head = symbol.prefix { $0 != "(" }
    guard let dot = head.lastIndex(of: ".") else { return (nil, symbol) }
    return (String(symbol[..<dot]), String(symbol[symbol.index(after: dot)...]))
  }

  /// Why a place does not hold.
  struct Problem: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}

extension DeclarationChecker.Problem: CustomStringConvertible {
  var description: String { message }
}
