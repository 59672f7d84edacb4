import Foundation

/// The few facts the registry tests read from `Package.swift`'s text.
struct PackageManifest {
  /// Each `*-demo` executable product and the path of the target it builds.
  let demoPaths: [String: String]

  init(text: String) throws {
    let product = try Regex(#"\.executable\(name: "([a-z-]+-demo)", targets: \["(\w+)"\]\)"#)
    let target = try Regex(#"\.executableTarget\(\s*name: "(\w+)",[^)]*?path: "([^"]+)""#)
    var pathsByTarget: [String: String] = [:]
    for match in text.matches(of: target) {
      if let name = match.output[1].substring, let path = match.output[2].substring {
        pathsByTarget[String(name)] = String(path)
      }
    }
    var demoPaths: [String: String] = [:]
    for match in text.matches(of: product) {
      if let name = match.output[1].substring, let targetName = match.output[2].substring {
        demoPaths[String(name)] = pathsByTarget[String(targetName)] ?? "(no target \(targetName))"
      }
    }
    self.demoPaths = demoPaths
  }
}
