import Registry
import SharedUI

/// Every architecture the conformance suite holds to the screen rules: the registry's list.
///
/// Each scenario runs against every entry and compares with the same golden file, so a newly
/// registered architecture is held to every rule with no edit here.
let allArchitectures: [Architecture] = Registry.architectures
