import Comparison
import Testing

/// One name, one meaning: a type name two architectures declare is one kind of type, and a
/// shared type has one role in every README's role table.
@Suite struct NameCheckTests {
  static let architectures = ["A", "B"].map { ComparedArchitecture(name: $0, folder: $0) }

  static func readme(_ rows: [String]) -> String {
    (["# X", "", "## Roles", "", "| role | type | owns | knows |", "| --- | --- | --- | --- |"]
      + rows + ["", "## Data flow", "", "| role | type | x | y |", "| Model | `Repository` | | |"])
      .joined(separator: "\n")
  }

  @Test func aTypeNameDeclaredAsTwoKindsOfTypeIsAProblem() {
    let tree = InMemoryFileTree(files: [
      "Sources/A/Presentation/Store.swift": "package protocol Store: AnyObject {}\n",
      "Sources/B/Presentation/Store.swift": "package final class Store {}\n",
      "Sources/A/Presentation/Focus.swift": "enum Focus {}\n",
      "Sources/B/Presentation/Focus.swift": "enum Focus {}\n",
    ])
    let check = NameCheck(architectures: Self.architectures, tree: tree)
    #expect(check.declarations.map(\.name) == ["Focus", "Store"])
    #expect(
      check.problems == [
        "the type Store is declared as 'protocol' in A and 'class' in B: one name, one kind of type"
      ])
  }

  @Test func aSharedTypeWithTwoRolesIsAProblemAndAParenthesisIsNoOtherRole() {
    let tree = InMemoryFileTree(files: [
      "Sources/A/README.md": Self.readme([
        "| Entity | `Repository` (shared) | x | y |", "| Router (wireframe) | `Service` | x | y |",
      ]),
      "Sources/B/README.md": Self.readme([
        "| Model | `Repository` (shared) | x | y |", "| Router | `Service` | x | y |",
        "| View | `Own` | x | y |",
      ]),
      "Sources/B/UI/Own.swift": "final class Own {}\n",
    ])
    let check = NameCheck(architectures: Self.architectures, tree: tree)
    #expect(check.roles.map(\.name) == ["Repository", "Service"], "its own types are not shared")
    #expect(
      check.problems == [
        "the READMEs' role tables call Repository 'Entity' in A and 'Model' in B: one role, "
          + "one name"
      ])
  }
}
