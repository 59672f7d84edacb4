import FluxPresentation
import RepositorySearch
import TestSupport
import Testing

/// The one dispatcher: every action reaches every registered store, in order, and a store
/// that is gone is simply not called.
@MainActor
@Suite struct DispatcherTests {
  /// A store that writes down what it was handed.
  final class RecordingStore: ActionHandling {
    let name: String
    let log: Log

    init(name: String, log: Log) {
      self.name = name
      self.log = log
    }

    func handle(_ action: SearchAction) {
      log.entries.append("\(name): \(action)")
    }
  }

  /// The order in which the stores were called.
  final class Log {
    var entries: [String] = []
  }

  let dispatcher = Dispatcher()
  let log = Log()

  @Test func handsEveryActionToEveryStoreInTheOrderTheyRegistered() {
    let first = RecordingStore(name: "first", log: log)
    let second = RecordingStore(name: "second", log: log)
    dispatcher.register(first)
    dispatcher.register(second)
    dispatcher.dispatch(.alertDismissed)
    dispatcher.dispatch(.detailClosed)
    #expect(
      log.entries == [
        "first: alertDismissed", "second: alertDismissed",
        "first: detailClosed", "second: detailClosed",
      ])
  }

  @Test func holdsItsStoresWeakly() throws {
    var store: RecordingStore? = RecordingStore(name: "gone", log: log)
    weak var released: RecordingStore?
    released = store
    dispatcher.register(try #require(store))
    store = nil
    #expect(released == nil, "the screen that owns a store decides how long it lives")
    dispatcher.dispatch(.alertDismissed)
    #expect(log.entries.isEmpty)
  }

  @Test func theStoresChangeOnlyThroughIt() {
    let search = SearchStore()
    let detail = RepositoryDetailStore(repository: .sample(id: 7))
    dispatcher.register(search)
    dispatcher.register(detail)
    dispatcher.dispatch(.queryRejected(.empty))
    dispatcher.dispatch(.browserUnavailable(.sample(id: 7)))
    #expect(search.alert == .invalidQuery(.empty))
    #expect(detail.alert == .browserUnavailable(for: Repository.sample(id: 7).htmlURL))
    dispatcher.dispatch(.detailAlertDismissed(.sample(id: 7)))
    #expect(search.alert == .invalidQuery(.empty), "each screen's alert is its own")
    #expect(detail.alert == nil)
  }
}
