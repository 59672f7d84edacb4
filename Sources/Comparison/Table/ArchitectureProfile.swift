/// An architecture to compare: its name and its folder under `Sources/`, as the registry has
/// them.
package struct ComparedArchitecture: Sendable, Equatable {
  /// The name, such as `MVP + Router`.
  package var name: String
  /// The folder under `Sources/`, such as `MVPRouter`.
  package var folder: String

  /// An architecture named `name` in `Sources/<folder>`.
  package init(name: String, folder: String) {
    self.name = name
    self.folder = folder
  }
}

/// Everything the table says about one architecture, each fact read from the code or checked
/// against it, with where it was found.
package struct ArchitectureProfile: Codable, Sendable, Equatable {
  /// A stored property that refers to another of the architecture's types or to the model, or
  /// that holds a closure.
  package struct Reference: Codable, Sendable, Equatable {
    /// Where the property is declared; `type` is the owner.
    package var location: CodeLocation
    /// The type it refers to, such as `SearchPresenterOutput`; for a closure that captures its
    /// creator weakly, the creator's type; empty for any other closure.
    package var target: String
    /// True for `weak` or `unowned`, and for a closure assigned with `[weak self]`.
    package var isWeak: Bool
    /// True when the property holds a closure.
    package var isClosure: Bool
    /// True when the toolkit holds the target for the owner, as UIKit does.
    ///
    /// A navigation controller holds its `stack`, a container its `child`ren; the location's
    /// member names the role.
    package var isToolkit = false
  }

  /// The modules the non-UI layer may import, read from `Package.swift`.
  package struct Isolation: Codable, Sendable, Equatable {
    /// The non-UI module, such as `MVPPresentation`; nil when the architecture has none.
    package var module: String?
    /// What that module depends on in `Package.swift` or, without one, what the single
    /// module depends on.
    package var dependencies: [String]
    /// Modules of the toolchain its files import, such as `Observation`.
    package var toolchainImports: [String]
  }

  /// The architecture's name.
  package var name: String
  /// Its folder under `Sources/`.
  package var folder: String
  /// The checked places of each declared concern.
  package var concerns: [Concern: [CodeLocation]]
  /// False when the architecture has no `concerns.json` yet.
  package var isDeclared: Bool
  /// The stored properties that hold the results (`[Repository]`).
  package var results: [CodeLocation]
  /// The members that take the model from the environment (`environment.searchService`).
  package var modelCreation: [CodeLocation]
  /// The members that create a view controller.
  package var screenCreation: [CodeLocation]
  /// Who holds whom.
  package var references: [Reference]
  /// The non-UI layer's imports.
  package var isolation: Isolation
  /// Lines of code per layer.
  package var lines: [Layer: Int]
  /// `@Test` functions in `Tests/<folder>PresentationTests`; nil when that target is missing.
  package var testsWithoutUI: Int?
  /// `@Test` functions in `Tests/<folder>Tests`, which use the toolkit.
  package var testsWithToolkit: Int
}
