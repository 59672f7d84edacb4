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

/// Every architecture the kit builds: the one place an architecture is registered.
///
/// The conformance suite, the end-to-end tests, the compliance matrix, `compare`, the traces,
/// the documentation site, `.ci/run` and the README table all read it, and a test fails when it
/// and `Package.swift`'s list of architectures disagree.
public enum Registry {
  /// The architectures the kit ships, then those added to it.
  public static let architectures: [Architecture] = shipped + added

  /// The architectures the kit ships, one line each, in the order the README lists them: those
  /// its chapters teach and its prose counts, each with a step of the lesson path, a kata
  /// exercise and a row of the trade-offs table.
  public static let shipped: [Architecture] = [
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

  /// The architectures added with `Scripts/new-architecture NAME --from KEY`, one line each
  /// (`Scripts/new-architecture --remove NAME` takes one out).
  ///
  /// Each is built, run and checked as the shipped ones are: the conformance suite, the leak
  /// and layer checks, `compare`, its traced copy and the documentation site's reference take it
  /// in. What only a person can write is asked of the shipped ones alone: a chapter, a step of
  /// the lesson path with its budget, a kata exercise, a row of the trade-offs table; and the
  /// README and the chapters go on describing and counting the architectures the kit ships.
  /// Move a line to `shipped` to hold an architecture to all of that too: each check then names
  /// what to add.
  public static let added: [Architecture] = []
}
