/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension` and what is declared
/// directly inside its braces.
package struct TypeDeclaration: Sendable, Equatable {
  /// The keyword that introduced it, such as `class` or `extension`.
  package var keyword: String
  /// The type's name, such as `SearchPresenter`.
  package var name: String
  /// What follows the name up to the brace: `: ViewController`, `: SearchPresenterInput`.
  package var inheritance: [String]
  /// The generic parameters and the protocols or classes each is constrained to, in the angle
  /// brackets or the `where` clause: `Store<R: Reducer>` gives `R`: `Reducer`.
  package var genericConstraints: [String: [String]]
  /// The 1-based line of the keyword.
  package var line: Int
  /// The members declared directly in the body.
  package var members: [Member]

  /// True for a class whose superclass is one of `names`.
  package func isSubclass(ofAny names: Set<String>) -> Bool {
    keyword == "class" && inheritance.first.map(names.contains) == true
  }
}

/// A function, initializer, property or subscript declared directly in a type's body.
package struct Member: Sendable, Equatable {
  /// One parameter of a function, initializer or subscript.
  package struct Parameter: Sendable, Equatable {
    /// The argument label, `_` for none.
    package var label: String
    /// The name the body uses.
    package var name: String
    /// The written type, such as `any RootContainer`.
    package var typeText: String
  }

  /// What kind of member it is.
  package enum Kind: String, Sendable {
    /// `func`.
    case function
    /// `init`.
    case initializer
    /// `var` or `let`.
    case property
    /// `subscript`.
    case `subscript`
  }

  /// What kind of member it is.
  package var kind: Kind
  /// The base name: `searchButtonClicked`, `init`, `view`.
  package var name: String
  /// The argument labels of a function, initializer or subscript, `_` for none; empty for a
  /// property.
  package var labels: [String] { parameters.map(\.label) }
  /// The parameters of a function, initializer or subscript; empty for a property.
  package var parameters: [Parameter]
  /// The words before the keyword, such as `private`, `weak`, `override`.
  package var modifiers: [String]
  /// A property's written type (`(any SearchPresenterOutput)?`) or, without one, its initial
  /// value (`SearchView()`).
  package var typeText: String
  /// A function's or a subscript's written result type, such as `SearchViewController`; empty
  /// without one and for every other kind.
  package var returnType: String
  /// A property's initial value as written, such as `[]`; empty without one.
  package var initialValue: String
  /// True for a `let` property.
  package var isConstant: Bool
  /// True for a stored property; false for a computed one and for every other kind.
  package var isStored: Bool
  /// The 1-based line of the keyword.
  package var line: Int
  /// The offsets of the body between its braces, if it has one.
  package var body: Range<Int>?

  /// The name as a selector reads it: `searchButtonClicked(query:)`, `loadNextPage()`, `view`.
  package var selector: String {
    kind == .property ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// True for a `weak` or `unowned` reference.
  package var isWeak: Bool {
    modifiers.contains("weak") || modifiers.contains { $0.hasPrefix("unowned") }
  }

  /// True for a `let` property initialized to an empty collection literal (`[]`, `[:]`): it can
  /// never hold anything.
  package var isAlwaysEmpty: Bool {
    kind == .property && isConstant && ["[]", "[:]"].contains(initialValue)
  }
}
