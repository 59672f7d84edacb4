import Testing

@testable import TerminalUI

@Suite struct DiffableDataSourceSnapshotTests {
  private enum Section { case pinned, results }

  @Test func anEmptySnapshotHasNothing() {
    let snapshot = DiffableDataSourceSnapshot<Section, Int>()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers(inSection: .results).isEmpty)
  }

  @Test func itemsGoToTheLastSectionUnlessOneIsNamed() {
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .results])
    snapshot.appendItems(["c", "d"])
    snapshot.appendItems(["a"], toSection: .pinned)
    snapshot.appendItems(["b"], toSection: .pinned)
    snapshot.appendItems(["e"], toSection: .results)
    #expect(snapshot.sectionIdentifiers == [.pinned, .results])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"], "section after section")
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["a", "b"])
    #expect(snapshot.itemIdentifiers(inSection: .results) == ["c", "d", "e"])
    #expect(snapshot.numberOfItems(inSection: .pinned) == 2)
    #expect(snapshot.numberOfItems(inSection: .results) == 3)
  }

  @Test func theIndexOfAnItemCountsThroughEverySection() {
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .results])
    snapshot.appendItems(["a"], toSection: .pinned)
    snapshot.appendItems(["b", "c"])
    #expect(snapshot.indexOfItem("a") == 0)
    #expect(snapshot.indexOfItem("c") == 2)
    #expect(snapshot.indexOfItem("z") == nil)
  }

  @Test func anItemThatAppearsTwiceIsTwoRows() {
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.results])
    snapshot.appendItems([1, 2])
    snapshot.appendItems([2, 3])
    #expect(snapshot.itemIdentifiers == [1, 2, 2, 3])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.indexOfItem(2) == 1, "the first appearance")
  }

  @Test func snapshotsOfTheSameItemsInTheSameSectionsAreEqual() {
    func make(_ items: [Int], in section: Section) -> DiffableDataSourceSnapshot<Section, Int> {
      var snapshot = DiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([section])
      snapshot.appendItems(items)
      return snapshot
    }
    #expect(make([1, 2], in: .results) == make([1, 2], in: .results))
    #expect(make([1, 2], in: .results) != make([2, 1], in: .results))
    #expect(make([1, 2], in: .results) != make([1, 2], in: .pinned))
  }
}
