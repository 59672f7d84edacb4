/// One role that several architectures play, and where to read the name each one gives it.
///
/// The same role must have the same member name everywhere, so that a `diff` between two
/// architectures shows only what they do differently; and one name must mean one thing, so a
/// member read for a role carries its result type, and a role may have two names only where they
/// answer two different types (the row accessor that answers the entity, and the one that
/// answers display content).
package struct VocabularyRole: Sendable, Equatable {
  /// Where an architecture's name for the role is read.
  package enum Witness: Sendable, Equatable {
    /// The member a view controller forwards a UIKit event to: the first member its
    /// `presenter` or `viewModel` is asked for in the body of `event`. An architecture whose
    /// view controller handles the event itself (MVC) has no name to compare.
    case forwardedInput(event: String, viewController: String)
    /// A ``forwardedInput(event:viewController:)`` of the search view's table data source,
    /// which does not apply to a view whose table is fed snapshots by a diffable data source.
    case dataSourceInput(event: String)
    /// The member the search view reads a row's content from: the first its presenter, view
    /// model or store is asked for in `tableView(_:cellForRowAt:)` or, for a diffable data
    /// source, in its cell provider (or the view's own method the cell provider calls).
    case rowAccessor
    /// The member the search view reads its rows' identifiers from, for a snapshot's
    /// `appendItems(_:)`; none for a view that reloads its table instead.
    case snapshotItems
    /// The argument label a composition root gives `environment.<property>`.
    case collaboratorLabel(property: String)
    /// The keyword after `weak` in stored weak references: `var`, or `let`.
    case weakReferenceKeyword
    /// Whether the handler of the search bar's Enter cancels the typing pause itself, with a
    /// line only some architectures would otherwise carry.
    case enterCancelsThePause
    /// The members called on a `service` or a `repository`: how a page of results is asked for.
    case pageLoadCall
    /// How the check that a row is the last one is written, its receiver left out:
    /// `row == repositories.count - 1`.
    case lastRowCheck
  }

  /// What the role is, in a reader's words, such as `row accessor`.
  package var name: String
  /// Where its names are read.
  package var witness: Witness

  /// True when the role's names are members the view asks for, whose result types say what
  /// they mean.
  var namesAMember: Bool {
    switch witness {
    case .forwardedInput, .dataSourceInput, .rowAccessor, .snapshotItems: true
    default: false
    }
  }

  /// Every role the check compares, in the order it lists them.
  package static let all: [VocabularyRole] = [
    VocabularyRole(name: "row count", witness: .dataSourceInput(event: "numberOfRows(in:)")),
    VocabularyRole(name: "row identifiers", witness: .snapshotItems),
    VocabularyRole(name: "row accessor", witness: .rowAccessor),
    .input("search text input", "searchBar(_:textDidChange:)"),
    .input("search button input", "searchBarSearchButtonClicked(_:)"),
    .input("end of editing input", "searchBarTextDidEndEditing(_:)"),
    .input("row selection input", "tableView(_:didSelectRowAt:)"),
    .input("row display input", "tableView(_:willDisplayRowAt:)"),
    VocabularyRole(
      name: "open button input",
      witness: .forwardedInput(
        event: "keyPressed(_:)", viewController: "RepositoryDetailViewController")),
    VocabularyRole(
      name: "search service label", witness: .collaboratorLabel(property: "searchService")),
    VocabularyRole(name: "clock label", witness: .collaboratorLabel(property: "clock")),
    VocabularyRole(name: "URL opener label", witness: .collaboratorLabel(property: "urlOpener")),
    VocabularyRole(name: "stored weak reference", witness: .weakReferenceKeyword),
    VocabularyRole(name: "Enter cancels the typing pause", witness: .enterCancelsThePause),
    VocabularyRole(name: "page load call", witness: .pageLoadCall),
    VocabularyRole(name: "last-row check", witness: .lastRowCheck),
  ]

  private static func input(_ name: String, _ event: String) -> VocabularyRole {
    VocabularyRole(
      name: name, witness: .forwardedInput(event: event, viewController: "SearchViewController"))
  }
}
