import Testing
import TraceSession
import TracedArchitectures
import Tracing

extension TracedRuns {
  /// What a trace teaches, checked on real runs of the traced copies: where the pause of S13
  /// lives, and who draws.
  @Suite @MainActor struct TraceLessonTests {

    func events(_ key: String) async throws -> [TraceEvent] {
      let architecture = try #require(TracedRegistry.architecture(key: key))
      let typing = try TraceScript(":type swift\n:wait")
      return try await TracedRun(architecture: architecture).perform(typing)
        .flatMap(\.events)
    }

    @Test func thePresenterWaitsOutThePauseItselfInMVP() async throws {
      let events = try await events("mvp")
      #expect(events.contains { $0.from == "SearchPresenter" && $0.to == "Clock" })
      // It tells the view to show the spinner before it asks the model.
      let spinner = try #require(events.firstIndex { $0.message == "showLoading(query:)" })
      let search = try #require(
        events.firstIndex { $0.to == "RepositorySearchService" && $0.kind == .call })
      #expect(spinner < search)
      #expect(events.contains { $0.from == "SearchPresenter" && $0.to == "SearchViewController" })
    }

    @Test func theViewModelWaitsOutThePauseItselfInMVVMWithBindings() async throws {
      let events = try await events("mvvm-binding")
      #expect(events.contains { $0.from == "SearchViewModel" && $0.to == "Clock" })
      // The view model never calls the view: the view draws from state when the toolkit asks.
      #expect(!events.contains { $0.from == "SearchViewModel" && $0.to == "SearchViewController" })
      #expect(
        events.contains { $0.from == Trace.toolkit && $0.message == "updateProperties()" })
    }

    @Test func aPauseCutShortByTheNextKeyIsSaidCancelled() async throws {
      let events = try await events("mvc")
      let answers = events.filter { $0.from == "Clock" && $0.kind == .answer }.map(\.message)
      #expect(answers.contains("cancelled"))
      #expect(answers.last == "0.5 s later")
    }
  }
}
