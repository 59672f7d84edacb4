import MVC
import MVP
import SharedUI

/// Every architecture the conformance suite holds to the screen rules.
///
/// Adding an architecture means adding it here, and nothing else: each scenario runs against
/// every entry and compares with the same golden file.
let allArchitectures: [Architecture] = [.mvc, .mvp]
