import Registry
import SharedUI

/// An architecture as the site names it: its name, its folder and the key `compare` takes.
package struct SiteArchitecture: Sendable, Equatable {
  /// The name, such as `MVP + Router`.
  package var name: String
  /// Its folder under `Sources/`, such as `MVPRouter`: the name of its reference.
  package var folder: String
  /// Its demo's name without `-demo`, such as `mvp-router`.
  package var key: String

  /// The architecture `name` in `Sources/<folder>`, called `key` on the command line.
  package init(name: String, folder: String, key: String) {
    self.name = name
    self.folder = folder
    self.key = key
  }

  /// `architecture`, as the registry gives it.
  package init(_ architecture: Architecture) {
    self.init(
      name: architecture.name, folder: architecture.folder,
      key: String(architecture.executable.dropLast("-demo".count)))
  }

  /// Every registered architecture, in the registry's order.
  package static var registered: [SiteArchitecture] {
    Registry.architectures.map(SiteArchitecture.init)
  }
}
