import Testing
import TraceInstrumentation

/// The rewrite that makes an architecture's traced copy: a trace call first in every method,
/// nothing else changed, every line where it was.
@Suite struct InstrumentationTests {
  let instrumentation = Instrumentation(architecture: "MVP", mergedModules: ["MVPPresentation"])

  @Test func everyMethodAndInitializerReportsItsEntryOnItsFirstLine() {
    let source = """
      import MVPPresentation
      final class SearchPresenter {
        init(service: any RepositorySearchService, clock: any Clock<Duration>) {
          self.service = service
        }
        func searchTextDidChange(_ text: String) {
          typingPause?.cancel()
        }
        func didSelectRow(at row: Int) {}
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(traced.hasPrefix("import Tracing; "))
    #expect(!traced.contains("import MVPPresentation"))
    #expect(
      traced.contains(
        #"clock: any Clock<Duration>) { Trace.enter("MVP", "SearchPresenter", "init(service:clock:)"); defer { Trace.exit() }"#
      ))
    #expect(
      traced.contains(
        #"func searchTextDidChange(_ text: String) { Trace.enter("MVP", "SearchPresenter", "searchTextDidChange(_:)"); defer { Trace.exit() }"#
      ))
    // An empty body has nothing for a `defer` to come before.
    #expect(
      traced.contains(
        #"func didSelectRow(at row: Int) { Trace.enter("MVP", "SearchPresenter", "didSelectRow(at:)"); Trace.exit()}"#
      ))
    #expect(lineCount(traced) == lineCount(source))
  }

  @Test func aTaskAMethodStartsCarriesOnInThatMethodsName() {
    let source = """
      extension SearchViewModel {
        func search(_ query: SearchQuery) {
          task = Task { [weak self, service] in
            await service.loadPage(1, of: query)
          }
        }
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(
      traced.contains(
        #"task = Task { [weak self, service] in Trace.resume("MVP", "SearchViewModel", "search(_:)"); defer { Trace.exit() }"#
      ))
    #expect(lineCount(traced) == lineCount(source))
  }

  @Test func aBodyThatIsOneExpressionNowSaysReturn() {
    let source = """
      struct Presenter {
        func repository(at row: Int) -> Repository? {
          repositories.indices.contains(row) ? repositories[row] : nil
        }
        func rows() -> Int {
          return count
        }
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(traced.contains("return repositories.indices.contains(row)"))
    #expect(!traced.contains("return return"))
  }

  @Test func requirementsPropertiesAndOperatorsAreLeftAlone() {
    let source = """
      protocol SearchPresenterInput: AnyObject {
        var numberOfRepositories: Int { get }
        func searchTextDidChange(_ text: String)
      }
      struct Page {
        var summary: String { "30 of 122" }
        static func == (lhs: Page, rhs: Page) -> Bool { true }
        deinit {}
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(traced == "import Tracing; " + source)
  }

  @Test func braceInsideAStringOrCommentIsNotABody() {
    let source = """
      // func fake() {
      struct View {
        func label() -> String { "func x() {" }
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(traced.components(separatedBy: "Trace.enter").count == 2)
    #expect(
      traced.contains(
        #"Trace.enter("MVP", "View", "label()"); defer { Trace.exit() }; return "func x() {" }"#))
  }

  private func lineCount(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).count
  }
}
