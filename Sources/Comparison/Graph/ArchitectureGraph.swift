/// Who holds whom in one architecture: its types and the shared ones they hold, each in its
/// module, and the stored references between them, read from the code by ``GraphReader``.
package struct ArchitectureGraph: Sendable, Equatable {
  /// A module the graph draws as a box.
  package struct Module: Sendable, Equatable {
    /// What the module is to the architecture.
    package enum Role: String, Sendable {
      /// The architecture's module that cannot see the toolkit, such as `MVPPresentation`.
      case withoutUI = "no UI"
      /// The architecture's module of view controllers.
      case ui = "UI"
      /// The shared model every architecture reaches (`RepositorySearch`).
      case model = "shared model"
      /// Another module the architectures share, such as `SharedUI`.
      case common = "shared"
    }

    /// The module's name, as `Package.swift` declares it.
    package var name: String
    /// What it is to the architecture.
    package var role: Role

    /// The name and the role: `MVPPresentation — no UI`.
    package var title: String { "\(name) — \(role.rawValue)" }
  }

  /// A type: one the architecture declares, or a shared one it holds.
  package struct Node: Sendable, Equatable {
    /// The type's name.
    package var name: String
    /// `class`, `struct`, `protocol` or `actor`.
    package var keyword: String
    /// The module that declares it; nil for the standard library's (`Clock`).
    package var module: String?

    /// The name as the pictures write it: `«protocol» SearchPresenterOutput`.
    package var label: String {
      keyword == "class" ? name : "«\(keyword)» \(name)"
    }
  }

  /// A stored reference, or a conformance to a protocol in the graph.
  package struct Edge: Sendable, Equatable {
    /// How the owner refers to the target.
    package enum Kind: String, Sendable {
      /// A strong reference: the owner keeps the target alive.
      case strong
      /// `weak`, `unowned`, or a closure that captures `[weak self]`.
      case weak
      /// The owner conforms to the target protocol.
      case conformance
    }

    /// The owner's type.
    package var from: String
    /// The target's type.
    package var to: String
    /// The stored property's name; empty for a conformance.
    package var property: String
    /// How the owner refers to the target.
    package var kind: Kind
    /// True when the property holds a closure, set by the target.
    package var isClosure: Bool
    /// True when the toolkit holds the target for the owner, as UIKit does.
    ///
    /// A navigation controller holds its `stack`, a container its `child`ren; the property
    /// names the role.
    package var isToolkit = false

    /// What the arrow says: `weak view`, `onChange closure`, `conforms to`, `stack`.
    package var label: String {
      switch kind {
      case .conformance: return "conforms to"
      case .weak: return isClosure ? "\(property) closure, weak self" : "weak \(property)"
      case .strong: return isClosure ? "\(property) closure" : property
      }
    }
  }

  /// The architecture's name, such as `MVP`.
  package var name: String
  /// The modules, the architecture's own first, then the shared ones, by name.
  package var modules: [Module]
  /// The types, sorted by name.
  package var nodes: [Node]
  /// The references, sorted by owner, kind and property; then the conformances.
  package var edges: [Edge]

  /// The types in `module` (nil: the standard library's), in order.
  package func nodes(in module: String?) -> [Node] {
    nodes.filter { $0.module == module }
  }

  /// The edges that start at `type`, in order.
  package func edges(from type: String) -> [Edge] {
    edges.filter { $0.from == type }
  }
}
