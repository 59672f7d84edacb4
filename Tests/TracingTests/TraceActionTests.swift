import Testing
import TraceInstrumentation

@testable import Tracing

/// A store's `send(_:)` and a dispatcher's `dispatch(_:)` name the action they were handed,
/// as a service call names its arguments: the one thing a Redux or Flux trace must show.
@Suite struct TraceActionTests {
  enum DetailAction { case openInBrowserTapped }
  struct Page { var rows: [String] }
  enum Action {
    case searchButtonClicked
    case searchTextDidChange(String)
    case didSelectRow(Int)
    case detail(DetailAction)
    case searchLoaded(Result<Page, any Error>)
    case moved(row: Int, column: Int)
  }

  @Test func aMethodWhoseOneParameterIsAnActionReportsIt() {
    let instrumentation = Instrumentation(architecture: "Redux", mergedModules: [])
    let traced = instrumentation.instrument(
      """
      final class StoreCore<Action> {
        func send(_ action: Action) {
          reduce(action)
        }
        func reduce(into state: inout Int, action: Action) {}
        func handle(_ event: Action) {}
      }
      """)
    #expect(
      traced.contains(
        #"func send(_ action: Action) { Trace.enter("Redux", "StoreCore", "send(_:)", action: action); defer { Trace.exit() }"#
      ))
    // Two parameters, or one by another name: the method's name alone, as before.
    #expect(traced.contains(#""reduce(into:action:)"); Trace.exit()"#))
    #expect(traced.contains(#""handle(_:)"); Trace.exit()"#))
  }

  @Test func anActionIsItsCaseAndWhatItCarriesWhenThatIsShort() {
    #expect(Trace.described(Action.searchButtonClicked) == ".searchButtonClicked")
    #expect(
      Trace.described(Action.searchTextDidChange("swift")) == ".searchTextDidChange(\"swift\")")
    #expect(Trace.described(Action.didSelectRow(3)) == ".didSelectRow(3)")
    #expect(Trace.described(Action.detail(.openInBrowserTapped)) == ".detail(.openInBrowserTapped)")
    #expect(
      Trace.described(Action.searchLoaded(.success(Page(rows: ["a", "b"]))))
        == ".searchLoaded(.success)", "a page of results is not printed whole")
    #expect(Trace.described(Action.moved(row: 1, column: 2)) == ".moved")
    let long = String(repeating: "検", count: 40)
    #expect(
      Trace.described(Action.searchTextDidChange(long))
        == ".searchTextDidChange(\"\(String(repeating: "検", count: 23))…\")")
  }
}
