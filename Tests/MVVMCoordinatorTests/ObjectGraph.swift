/// The objects a value holds through its stored properties, found by reflection.
///
/// Closures are opaque to reflection, so what a closure captures is not followed: the tests
/// prove separately that the closures a view installs capture it weakly.
enum ObjectGraph {
  /// Every object reachable from `root` through stored properties, `root` excluded; an object
  /// for which `isBoundary` is true is listed but not followed.
  static func objects(
    reachableFrom root: AnyObject, stoppingAt isBoundary: (AnyObject) -> Bool = { _ in false }
  ) -> [AnyObject] {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var found: [AnyObject] = []
    var pending: [Any] = children(of: root)
    while let value = pending.popLast() {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        found.append(object)
        if isBoundary(object) { continue }
      }
      pending.append(contentsOf: children(of: value))
    }
    return found
  }

  private static func children(of value: Any) -> [Any] {
    var values: [Any] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror {
      values.append(contentsOf: current.children.map(\.value))
      mirror = current.superclassMirror
    }
    return values
  }
}
