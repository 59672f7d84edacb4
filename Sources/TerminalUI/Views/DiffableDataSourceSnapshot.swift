/// The sections and rows a table shows, by identifier, like `NSDiffableDataSourceSnapshot`.
///
/// Build one on every render from the state you show and hand it to
/// ``TableViewDiffableDataSource/apply(_:)``: the data source compares it with the one before and
/// the table works out which rows are new, which stayed and where they went.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<Section, Repository.ID>()
/// snapshot.appendSections([.repositories])
/// snapshot.appendItems(viewModel.repositoryIDs)
/// dataSource.apply(snapshot)
/// ```
///
/// Unlike UIKit's, an item identifier may appear more than once (a server can send the same
/// repository on two pages): each appearance is a row of its own, matched in order with the
/// appearances of the snapshot before. A section identifier must be unique, as in UIKit.
public struct DiffableDataSourceSnapshot<
  SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
>: Hashable, Sendable {
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifier] = []
  /// The items of every section, section after section: the table's rows, in order.
  public private(set) var itemIdentifiers: [ItemIdentifier] = []
  /// How many items each section has, in the order of ``sectionIdentifiers``.
  private var sectionItemCounts: [Int] = []

  /// Creates an empty snapshot: no sections, no items.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// The number of items in all the sections: the table's number of rows.
  public var numberOfItems: Int { itemIdentifiers.count }

  /// The number of items in `section`; 0 for a section the snapshot does not have.
  public func numberOfItems(inSection section: SectionIdentifier) -> Int {
    sectionIdentifiers.firstIndex(of: section).map { sectionItemCounts[$0] } ?? 0
  }

  /// The items of `section`, in order; empty for a section the snapshot does not have.
  public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
    guard let index = sectionIdentifiers.firstIndex(of: section) else { return [] }
    let start = sectionItemCounts[..<index].reduce(0, +)
    return Array(itemIdentifiers[start..<start + sectionItemCounts[index]])
  }

  /// The row of the first appearance of `item`, counting through every section; nil when the
  /// snapshot does not have it.
  public func indexOfItem(_ item: ItemIdentifier) -> Int? {
    itemIdentifiers.firstIndex(of: item)
  }

  /// Adds empty sections after the last one.
  ///
  /// A section the snapshot already has is a programming error, as in UIKit.
  public mutating func appendSections(_ sections: [SectionIdentifier]) {
    for section in sections {
      precondition(!sectionIdentifiers.contains(section), "section \(section) is already there")
      sectionIdentifiers.append(section)
      sectionItemCounts.append(0)
    }
  }

  /// Adds `items` at the end of `section`, or of the last section when `section` is nil.
  ///
  /// Appending to a snapshot without that section (or without any) is a programming error, as
  /// in UIKit.
  public mutating func appendItems(
    _ items: [ItemIdentifier], toSection section: SectionIdentifier? = nil
  ) {
    let index = section.flatMap(sectionIdentifiers.firstIndex(of:)) ?? sectionIdentifiers.count - 1
    precondition(
      index >= 0 && (section == nil || sectionIdentifiers[index] == section),
      "no section to append the items to")
    let end = sectionItemCounts[...index].reduce(0, +)
    itemIdentifiers.insert(contentsOf: items, at: end)
    sectionItemCounts[index] += items.count
  }
}
