import Flux
import MVC
import MVP
import MVPRouter
import MVVMBinding
import MVVMCoordinator
import MVVMEntity
import MVVMModel
import Redux
import SharedUI
import VIPER

/// Every architecture the kit builds, in the order the README lists them.
///
/// This list is the one place an architecture is registered. The conformance suite, the
/// end-to-end tests, the compliance matrix, `.ci/run` and the README table all read it, and a
/// test fails when it and `Package.swift` disagree about the demo executables.
public enum Registry {
  /// The architectures, one line each.
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
}
