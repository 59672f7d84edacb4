import TerminalUI

/// One way of building the search screen: a name and a composition root.
///
/// Each architecture module offers one as a static member (`Architecture.mvp`); the demo
/// executables hand it to the launcher and the conformance suite runs every one of them.
public struct Architecture: Sendable, CustomStringConvertible {
  /// The name shown in the title line, such as `MVP`.
  public let name: String
  private let makeRoot: @MainActor @Sendable (AppEnvironment) -> ViewController

  /// Creates an architecture from its name and composition root.
  public init(
    name: String,
    makeRootViewController: @escaping @MainActor @Sendable (AppEnvironment) -> ViewController
  ) {
    self.name = name
    makeRoot = makeRootViewController
  }

  /// Builds the first screen, with every collaborator taken from `environment` and this
  /// architecture's name in its title.
  @MainActor
  public func makeRootViewController(_ environment: AppEnvironment) -> ViewController {
    var environment = environment
    environment.architectureName = name
    return makeRoot(environment)
  }

  /// The name, so that parameterized tests read `S1 launch (MVP)`.
  public var description: String { name }
}
