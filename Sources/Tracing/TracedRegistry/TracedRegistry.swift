import SharedUI

/// The traced copy of every architecture: the same screens, built from the same sources, with
/// each method reporting its calls (see `Trace`).
///
/// The list, `architectures`, and the imports of the copies are generated with the copies, in
/// `TracedRegistry+Architectures.swift`.
public enum TracedRegistry {
  /// The traced architecture whose demo is `key` followed by `-demo`, such as `mvp-router`:
  /// how a `<!-- compare trace mvp-router SCRIPT -->` marker names it.
  public static func architecture(key: String) -> Architecture? {
    architectures.first { $0.executable == key + "-demo" }
  }
}
