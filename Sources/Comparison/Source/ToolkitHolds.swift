import SwiftSource

/// The view controllers the toolkit holds for an architecture, as UIKit holds them: a
/// navigation controller owns the screens pushed on it (`pushViewController(_:)`, and the root
/// of `NavigationController(rootViewController:)`), and a container owns the children it adds
/// (`addChild(_:)`).
///
/// Read from those calls in the architecture's files. What a call hands over is found by
/// following its argument: a screen built there (`DetailViewController(…)`), a factory's
/// declared result (`assembly.makeSearchScreen()`), a local constant, a stored property, or a
/// parameter, followed to the calls that pass it. Only the architecture's own classes and the
/// navigation controller are held: an argument typed `ViewController` is followed further.
struct ToolkitHolds {
  /// One view controller the toolkit holds.
  struct Hold: Equatable {
    /// The role of the holder: a navigation controller's stack, or a container's children.
    enum Role: String {
      /// The navigation controller's stack of screens.
      case stack
      /// A container's children.
      case child
    }

    /// What holds it: the navigation controller's class, or the container's.
    var owner: String
    /// How the owner holds it.
    var role: Role
    /// The view controller held.
    var target: String
    /// The file of the call that hands it over.
    var file: String
    /// The 1-based line of that call.
    var line: Int
  }

  static let maximumDepth = 4

  let files: [SwiftFile]
  let tokens: [String: [Token]]
  /// The toolkit's navigation controller: the shared class that declares `pushViewController`.
  let navigationController: String?
  /// The classes the toolkit may hold: the architecture's own and the navigation controller.
  let screens: Set<String>

  /// The holds in `files`, the architecture's, whose toolkit is among `shared`, the files of the
  /// modules it depends on.
  init(files: [SwiftFile], shared: [SwiftFile]) {
    self.files = files
    tokens = Dictionary(
      files.map { ($0.path, Token.tokens(of: $0.code)) }, uniquingKeysWith: { first, _ in first })
    navigationController =
      shared.flatMap(\.types)
      .filter { $0.keyword == "class" && $0.members.contains { $0.name == "pushViewController" } }
      .map(\.name).sorted().first
    screens = Set(
      files.flatMap(\.types).filter { $0.keyword == "class" }.map(\.name)
        + [navigationController].compactMap { $0 })
  }

  /// Every hold, in the order of the calls, each once.
  func holds() -> [Hold] {
    var holds: [Hold] = []
    for file in files {
      let tokens = self.tokens[file.path] ?? []
      for (index, token) in tokens.enumerated()
      where index + 1 < tokens.count && tokens[index + 1].text == "("
        && (index == 0 || tokens[index - 1].text != "func")
      {
        let arguments = Self.arguments(openingAt: index + 1, in: tokens)
        let owner: String?
        let role: Hold.Role
        let argument: ArraySlice<Token>?
        switch token.text {
        case "pushViewController":
          (owner, role, argument) = (navigationController, .stack, arguments.first?.value)
        case let name where name == navigationController:
          let root = arguments.first { $0.label == "rootViewController" }
          (owner, role, argument) = (navigationController, .stack, root?.value)
        case "addChild":
          (owner, role, argument) = (
            container(calling: index, in: file), .child, arguments.first?.value
          )
        default:
          continue
        }
        guard let owner, let argument else { continue }
        for target in types(of: argument, in: file, depth: 0).sorted()
        where screens.contains(target) && target != owner {
          let hold = Hold(
            owner: owner, role: role, target: target, file: file.path,
            line: file.code.line(of: token.offset))
          if !holds.contains(where: { ($0.owner, $0.role, $0.target) == (owner, role, target) }) {
            holds.append(hold)
          }
        }
      }
    }
    return holds
  }
}
