import TerminalUI

/// Proves that a screen's objects are gone once it is dismissed or the app quits.
///
/// It knows nothing about any architecture: starting from a view controller, it follows
/// stored properties (by reflection) to every object declared outside the toolkit, the shared
/// modules and the test doubles — view controllers, presenters, view models, routers, models —
/// and keeps only weak references to them.
@MainActor
struct LeakTracker {
  private struct WeakReference {
    weak var object: AnyObject?
    let typeName: String
    let isViewController: Bool
  }

  private static let sharedModules: Set<String> = [
    "TerminalUI", "SharedUI", "RepositorySearch", "TestSupport", "ConformanceTests",
  ]

  /// True for the toolkit, the shared modules, the tests and the standard libraries.
  private static func isShared(module: String) -> Bool {
    sharedModules.contains(module) || module.hasPrefix("Swift") || module.hasPrefix("Foundation")
      || module.hasPrefix("_")
  }

  private var references: [WeakReference] = []

  /// The type names of the objects tracked, for messages.
  var trackedTypeNames: [String] { references.map(\.typeName).sorted() }

  /// How many of the tracked objects are view controllers.
  var trackedViewControllerCount: Int { references.filter(\.isViewController).count }

  /// The objects still alive.
  var survivors: [String] {
    references.filter { $0.object != nil }.map(\.typeName).sorted()
  }

  /// Tracks `viewController`, the view controllers it contains or presents, and the
  /// architecture's objects they hold.
  mutating func track(_ viewController: ViewController) {
    var seen: Set<ObjectIdentifier> = []
    var pending: [Any] = [viewController]
    while let value = pending.popLast() {
      if let controller = value as? ViewController {
        pending.append(contentsOf: controller.children as [Any])
        if let presented = controller.presentedViewController { pending.append(presented) }
      }
      guard let object = Self.object(in: value) else {
        pending.append(contentsOf: Mirror(reflecting: value).children.map(\.value))
        continue
      }
      guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
      let typeName = String(reflecting: type(of: object))
      let module = String(typeName.prefix { $0 != "." })
      guard !Self.isShared(module: module) || object is ViewController else { continue }
      references.append(
        WeakReference(
          object: object, typeName: typeName, isViewController: object is ViewController))
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        pending.append(contentsOf: current.children.map(\.value))
        mirror = current.superclassMirror
      }
    }
  }

  /// The object `value` is, or wraps as an optional or existential, if any.
  private static func object(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { object(in: $0.value) }
    }
    return mirror.displayStyle == .class ? value as AnyObject : nil
  }
}
