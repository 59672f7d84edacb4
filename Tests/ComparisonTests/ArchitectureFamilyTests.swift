import Comparison
import Registry
import SharedUI
import Testing

/// Each architecture's family is the one its code shows: the checks that hold for every MVVM
/// or every store choose the architectures by their family, so a family set wrong would hand
/// an architecture the wrong checks.
@Suite struct ArchitectureFamilyTests {
  /// The family a role type's name shows, by the suffix the kit's role names share.
  static let families: [(suffix: String, family: Architecture.Family)] = [
    ("Presenter", .presenter), ("ViewModel", .viewModel), ("Store", .store),
  ]

  /// The families the types declared in `sources` show; empty when no role type decides, as in
  /// MVC, whose view controllers do.
  static func families(declaredIn sources: [String: String]) -> Set<Architecture.Family> {
    var found: Set<Architecture.Family> = []
    for (path, text) in sources {
      for type in SwiftFile(path: path, text: text).types where type.keyword != "extension" {
        for (suffix, family) in families where type.name.hasSuffix(suffix) {
          found.insert(family)
        }
      }
    }
    return found
  }

  /// The Swift sources of both layers of the architecture in `folder`, by path.
  static func sources(of folder: String) -> [String: String] {
    var sources: [String: String] = [:]
    for path in PackageFiles.tree.files(under: "Sources/\(folder)")
    where path.hasSuffix(".swift") && !path.contains("/Demo/") {
      sources[path] = PackageFiles.tree.contents(of: path)
    }
    return sources
  }

  @Test(arguments: Registry.architectures)
  func theFamilyIsTheOneItsCodeShows(_ architecture: Architecture) {
    let shown = Self.families(declaredIn: Self.sources(of: architecture.folder))
    let expected: Set<Architecture.Family> =
      architecture.family == .viewController ? [] : [architecture.family]
    #expect(
      shown == expected,
      """
      \(architecture.name) is in the \(architecture.family) family, but its code declares \
      \(shown.isEmpty ? "no presenter, view model or store" : "\(shown.map(\.rawValue).sorted())"): \
      set `family:` in Sources/\(architecture.folder)/UI/Architecture+Entry.swift
      """)
  }

  @Test func theCheckReadsTheRoleTypes() {
    let viewModel = ["A.swift": "final class SearchViewModel {}\nextension SearchStore {}\n"]
    #expect(Self.families(declaredIn: viewModel) == [.viewModel])
    let store = ["B.swift": "// class SearchPresenter\nfinal class Store<State> {}\n"]
    #expect(Self.families(declaredIn: store) == [.store])
    #expect(Self.families(declaredIn: ["C.swift": "final class SearchViewController {}\n"]) == [])
  }
}
