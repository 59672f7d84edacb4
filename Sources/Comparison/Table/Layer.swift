/// The layers the table counts lines in, decided from a file's folder and name.
///
/// `Assembly.swift` and `Architecture+Entry.swift` compose; a file named after a router, a
/// routing protocol, a coordinator, a coordinating protocol, a navigation container or a root
/// container navigates; a model or entity type (not a view model) is the model; the rest of
/// `Presentation/` presents and the rest of `UI/` is the view. `Demo/` is four lines that are
/// the same everywhere and is not counted.
package enum Layer: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
  /// View controllers.
  case view
  /// Presenters, view models and their protocols.
  case presentation
  /// Model objects and entities of the architecture's own (the shared model is not counted).
  case model
  /// Routers, coordinators and root containers.
  case navigation
  /// The composition root and the entry point.
  case composition

  /// The layer of a file, from its path relative to the architecture's folder; nil for a file
  /// that is not counted.
  package static func of(_ path: String) -> Layer? {
    let components = path.split(separator: "/")
    guard path.hasSuffix(".swift"), let fileName = components.last, components.first != "Demo"
    else { return nil }
    let typeName = String(fileName.dropLast(".swift".count).prefix { $0 != "+" })
    if ["Assembly", "Architecture"].contains(typeName) { return .composition }
    let navigates = ["Router", "Routing", "Coordinator", "Coordinating", "Navigation"].contains {
      typeName.contains($0)
    }
    if navigates || typeName.hasPrefix("Root") { return .navigation }
    let isModel =
      (typeName.hasSuffix("Model") && !typeName.hasSuffix("ViewModel"))
      || typeName.hasSuffix("Entity") || components.first == "Model"
    if isModel { return .model }
    return components.first == "Presentation" ? .presentation : .view
  }

  /// The lines of code in `file`: lines with something left once comments are taken out.
  package static func linesOfCode(in file: SwiftFile) -> Int {
    file.code.text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.allSatisfy(\.isWhitespace) }.count
  }
}
