import Foundation
import Registry
import Testing

/// Who owns the state: a view that renders its view model's or store's state (MVVM, Flux, Redux)
/// keeps no copy of it; a Flux action states a fact, never what the screen should do; a Flux action
/// creator reads no store and keeps no state of its own.
@Suite struct StateOwnershipTests {
  /// The architectures whose views render state (the view-model and store families), by
  /// folder.
  static let stateFolders = Registry.architectures.filter(\.viewRendersState).map(\.folder)

  /// Words for what a screen does, which a fact about what happened never carries.
  static let instructionWords = ["focus", "scroll", "show", "display", "present"]

  /// The stored properties a type's body declares in `source`, one level in: name and type
  /// annotation (empty when inferred).
  static func storedProperties(in source: String) throws -> [(name: String, type: String)] {
    let pattern =
      #"(?m)^  (?:private |fileprivate |package |weak |private\(set\) )*(?:var|let) (\w+)(?:: ([^={\n]+))?(?:=|$|\n)"#
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(source.startIndex..., in: source)
    return expression.matches(in: source, range: range).compactMap { match in
      guard let name = Range(match.range(at: 1), in: source) else { return nil }
      let type = Range(match.range(at: 2), in: source).map {
        source[$0].trimmingCharacters(in: .whitespaces)
      }
      return (String(source[name]), type ?? "")
    }
  }

  /// The state a non-UI module exposes for its views: the names of its `private(set) var`s.
  static func stateNames(of folder: String) throws -> Set<String> {
    var names: Set<String> = []
    for source in try PackageFiles.swiftSources(of: folder, layer: "Presentation").values {
      names.formUnion(
        try MVVMNotificationTests.captures(of: #"private\(set\) var (\w+)"#, in: source))
    }
    return names
  }

  /// The copies of state that `source`, a view's file, keeps: a `shown…` memo, a stored value
  /// of a view model's or store's member type, or a stored `var` named like a piece of state.
  static func copiesOfState(in source: String, stateNames: Set<String>) throws -> [String] {
    try storedProperties(in: source).compactMap { property in
      let ownerMemberType = try NSRegularExpression(pattern: #"(ViewModel|Store)\.\w"#)
      let type = property.type
      let isMemberType =
        ownerMemberType.firstMatch(in: type, range: NSRange(type.startIndex..., in: type)) != nil
      let isStateVar = stateNames.contains(property.name) && !property.type.isEmpty
      guard property.name.lowercased().hasPrefix("shown") || isMemberType || isStateVar else {
        return nil
      }
      return property.name
    }
  }

  /// The case names and argument labels of an action enum in `source` that tell the screen what
  /// to do: a name or label that names a screen's act (`showDetail`, `rowScrolledIntoView`), or
  /// a label that starts with a participle in -ing (`selectingFirstRow:`): what to do with the
  /// value, where a fact says what happened.
  static func instructions(in source: String) throws -> [String] {
    let names = MVVMNotificationTests.enumCases(in: source)
    let caseLines = source.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ")
    }
    let labels = try caseLines.flatMap { line in
      try MVVMNotificationTests.captures(of: #"[(,]\s*(\w+):\s*\w"#, in: String(line))
    }
    let namesAnAct = { (word: String) in
      instructionWords.contains { word.lowercased().contains($0) }
    }
    return names.filter(namesAnAct)
      + labels.filter { namesAnAct($0) || $0.prefix(while: \.isLowercase).hasSuffix("ing") }
  }

  @Test func theArchitecturesWhoseViewsRenderStateAreChecked() {
    #expect(!Self.stateFolders.isEmpty)
  }

  @Test(arguments: stateFolders)
  func noViewKeepsACopyOfTheState(_ folder: String) throws {
    let stateNames = try Self.stateNames(of: folder)
    for (file, source) in try PackageFiles.swiftSources(of: folder, layer: "UI") {
      let copies = try Self.copiesOfState(in: source, stateNames: stateNames)
      #expect(copies.isEmpty, "\(folder)/UI/\(file) keeps a copy of the state: \(copies)")
    }
  }

  @Test func theCheckFindsAMemoOfWhatWasShown() throws {
    let view = """
      final class SearchViewController: ViewController {
        let viewModel: SearchViewModel
        private let searchView: SearchView
        private var shownResultsVersion: Int?
        private var shownFocus: SearchViewModel.Focus?
        private var lastAlert: SearchStore.Alert? = nil
        private var isLoading: Bool = false
      }
      """
    let copies = try Self.copiesOfState(in: view, stateNames: ["isLoading", "focus"])
    #expect(copies == ["shownResultsVersion", "shownFocus", "lastAlert", "isLoading"])
  }

  @Test func everyFluxActionIsAFact() throws {
    let source = try #require(
      try PackageFiles.swiftSources(of: "Flux", layer: "Presentation")["SearchAction.swift"])
    #expect(MVVMNotificationTests.enumCases(in: source).contains("searchStarted"))
    let instructions = try Self.instructions(in: source)
    #expect(instructions.isEmpty, "actions that tell the screen what to do: \(instructions)")
  }

  @Test func theCheckFindsAnInstructionInAnAction() throws {
    let action = """
      enum SearchAction {
        case searchStarted(SearchQuery, asYouType: Bool)
        case searchLoaded(SearchPage, focusingFirstRow: Bool)
        case rowScrolledIntoView(Int)
        case pageLoaded(SearchPage, of: SearchQuery, selectingFirstRow: Bool)
        case showDetail(Repository)
      }
      """
    let instructions = try Self.instructions(in: action)
    #expect(
      Set(instructions) == [
        "focusingFirstRow", "rowScrolledIntoView", "selectingFirstRow", "showDetail",
      ])
  }

  /// The names of the types in `sources` that conform to `Store`.
  static func storeTypes(in sources: [String: String]) throws -> Set<String> {
    var types: Set<String> = ["ActionHandling"]
    for source in sources.values {
      types.formUnion(
        try MVVMNotificationTests.captures(of: #"class (\w+): ActionHandling\b"#, in: source))
    }
    return types
  }

  /// The stored properties of `source` whose type names one of `storeTypes`.
  static func storesHeld(in source: String, storeTypes: Set<String>) throws -> [String] {
    try storedProperties(in: source).filter { property in
      property.type.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        .contains { storeTypes.contains(String($0)) }
    }.map(\.name)
  }

  @Test func noActionCreatorHoldsAStore() throws {
    let sources = try PackageFiles.swiftSources(of: "Flux", layer: "Presentation")
    let storeTypes = try Self.storeTypes(in: sources)
    #expect(storeTypes.isSuperset(of: ["SearchStore", "RepositoryDetailStore"]))
    let creators = sources.filter { $0.key.hasSuffix("ActionCreator.swift") }
    #expect(creators.count == 2, "both screens' action creators are read")
    for (file, source) in creators {
      let stores = try Self.storesHeld(in: source, storeTypes: storeTypes)
      #expect(stores.isEmpty, "Flux/Presentation/\(file) holds a store: \(stores)")
    }
  }

  @Test func theCheckFindsAStoreHeldByAnActionCreator() throws {
    let creator = """
      final class SearchActionCreator {
        private let dispatcher: any Dispatching
        private let store: SearchStore
        private weak var detail: RepositoryDetailStore?
      }
      """
    let stores = try Self.storesHeld(
      in: creator, storeTypes: ["ActionHandling", "SearchStore", "RepositoryDetailStore"])
    #expect(stores == ["store", "detail"])
  }

  /// The stored `var`s a type's body declares in `source` that are not a task's handle: state
  /// of its own, which Flux keeps only in the stores (an action creator's `let`s are what it
  /// was made with, and never change).
  static func stateKept(in source: String) throws -> [String] {
    let pattern =
      #"(?m)^  (?:private |fileprivate |package |weak |private\(set\) )*var (\w+)(?:: ([^={\n]+))? *(?:=|$)"#
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(source.startIndex..., in: source)
    return expression.matches(in: source, range: range).compactMap { match in
      guard let name = Range(match.range(at: 1), in: source) else { return nil }
      let type = Range(match.range(at: 2), in: source).map { String(source[$0]) } ?? ""
      return type.hasPrefix("Task<") ? nil : String(source[name])
    }
  }

  @Test func noActionCreatorKeepsStateOfItsOwn() throws {
    let sources = try PackageFiles.swiftSources(of: "Flux", layer: "Presentation")
    let creators = sources.filter { $0.key.hasSuffix("ActionCreator.swift") }
    #expect(creators.count == 2, "both screens' action creators are read")
    for (file, source) in creators.sorted(by: { $0.key < $1.key }) {
      let state = try Self.stateKept(in: source)
      #expect(
        state.isEmpty,
        "Flux/Presentation/\(file) keeps state of its own: \(state); the store holds it")
    }
  }

  @Test func theCheckFindsStateKeptByAnActionCreator() throws {
    let creator = """
      final class SearchActionCreator {
        private let dispatcher: any Dispatching
        private var task: Task<Void, Never>?
        private var typingPause: Task<Void, Never>?
        private var isSearching = false
        private(set) var lastQuery: SearchQuery?
        private var pageCount: Int { 0 }
      }
      """
    #expect(try Self.stateKept(in: creator) == ["isSearching", "lastQuery"])
  }
}
