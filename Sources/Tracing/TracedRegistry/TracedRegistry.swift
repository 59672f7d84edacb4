import SharedUI
import TracedFlux
import TracedMVC
import TracedMVP
import TracedMVPRouter
import TracedMVVMBinding
import TracedMVVMCoordinator
import TracedMVVMEntity
import TracedMVVMModel
import TracedRedux
import TracedVIPER

/// The traced copy of every architecture, in the registry's order: the same screens, built from
/// the same sources, with each method reporting its calls (see `Trace`).
public enum TracedRegistry {
  /// The traced architectures; a test checks that their names are the registry's.
  public static let architectures: [Architecture] = [
    .mvc,
    .mvp,
    .mvpRouter,
    .mvvmEntity,
    .mvvmModel,
    .mvvmBinding,
    .flux,
    .viper,
    .redux,
    .mvvmCoordinator,
  ]

  /// The traced architecture whose demo is `key` followed by `-demo`, such as `mvp-router`:
  /// how a `<!-- compare trace mvp-router SCRIPT -->` marker names it.
  public static func architecture(key: String) -> Architecture? {
    architectures.first { $0.executable == key + "-demo" }
  }
}
