import Foundation
import Registry
import SharedUI

/// Every architecture the conformance suite holds to the screen rules: the registry's list, or
/// the ones named in the `ARCHITECTURE` environment variable.
///
/// Each scenario runs against every entry and compares with the same golden file, so a newly
/// registered architecture is held to every rule with no edit here. To run one architecture's
/// scenarios alone, name it as its demo is named, without `-demo` (several: separated by
/// commas): `ARCHITECTURE=mvp swift test --filter ConformanceTests`. A name that is not
/// registered stops the run with the list of names, rather than running nothing.
///
/// Scenarios are nested in a suite named after the rule they check, inside their topic's suite,
/// so that a rule id selects them: `swift test --filter S13/` runs every S13 scenario. A
/// scenario that checks two rules nests the second in the first (`S10/D1/…`), so that both
/// select it; its display name starts with the same ids, in the same order, which is what
/// `Scripts/compliance-matrix` reads.
let allArchitectures: [Architecture] = architectures(
  named: ProcessInfo.processInfo.environment["ARCHITECTURE"])

/// The registered architectures `list` names (all of them when it is nil or empty).
///
/// A name that is not registered ends the run at once with one line on standard error that
/// lists the names, and a non-zero status: running no scenario would look like a pass.
func architectures(named list: String?) -> [Architecture] {
  switch selection(named: list) {
  case .success(let architectures):
    return architectures
  case .failure(let message):
    FileHandle.standardError.write(Data((message.line + "\n").utf8))
    exit(2)
  }
}

/// Why `ARCHITECTURE` selects nothing: one line, naming what is registered.
struct UnknownArchitecture: Error {
  let line: String
}

/// The registered architectures `list` names, or the line that says which names are unknown.
func selection(named list: String?) -> Result<[Architecture], UnknownArchitecture> {
  guard let list, !list.isEmpty else { return .success(Registry.architectures) }
  let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  let known = Registry.architectures.map(shortName)
  let unknown = names.filter { !known.contains($0) }
  guard unknown.isEmpty else {
    return .failure(
      UnknownArchitecture(
        line: "ARCHITECTURE=\(printable(list)): no architecture named "
          + "\(unknown.map(printable).joined(separator: ", ")); the names are "
          + "\(known.joined(separator: ", "))"))
  }
  return .success(Registry.architectures.filter { names.contains(shortName($0)) })
}

/// `text` with every control character shown as `?`, so that a value typed by mistake cannot
/// reach the terminal as an escape sequence.
private func printable(_ text: String) -> String {
  String(
    text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
}

/// The name `ARCHITECTURE` knows an architecture by: its demo's, without `-demo` (`mvp-router`).
private func shortName(_ architecture: Architecture) -> String {
  String(architecture.executable.dropLast("-demo".count))
}
