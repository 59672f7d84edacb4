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

  @Test func aTaskThatIsOneExpressionStillReturnsIt() {
    let source = """
      final class Loader {
        func start() {
          let oneLine = Task { await service.loadPage(1, of: query) }
          let acrossLines = Task {
            try await service.loadPage(1, of: query)
          }
          let chained = Task { [service] in
            await service.loadPage(1, of: query)
              .items
          }
          let labelled = Task { await service.fetch(in: region) }
          let assigning = Task { self.count = 1 }
          let comparing = Task { await self.count == 1 }
          let empty = Task {}
        }
      }
      """
    let traced = instrumentation.instrument(source)
    let resume = #"Trace.resume("MVP", "Loader", "start()")"#
    let lines = traced.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == lineCount(source))
    #expect(
      lines[2].hasSuffix(
        "Task { \(resume); defer { Trace.exit() }; return await service.loadPage(1, of: query) }"))
    #expect(lines[3].hasSuffix("Task { \(resume); defer { Trace.exit() }"))
    #expect(lines[4] == "      return try await service.loadPage(1, of: query)")
    #expect(lines[6].hasSuffix("Task { [service] in \(resume); defer { Trace.exit() }"))
    #expect(lines[7] == "      return await service.loadPage(1, of: query)")
    #expect(lines[8] == "        .items")
    #expect(
      lines[10].hasSuffix(
        "Task { \(resume); defer { Trace.exit() }; return await service.fetch(in: region) }"))
    // An assignment has no value to return; a comparison has one.
    #expect(lines[11].hasSuffix("Task { \(resume); defer { Trace.exit() }; self.count = 1 }"))
    #expect(
      lines[12].hasSuffix(
        "Task { \(resume); defer { Trace.exit() }; return await self.count == 1 }"))
    // An empty body has nothing for a `defer` to come before.
    #expect(lines[13].hasSuffix("Task { \(resume); Trace.exit()}"))
  }

  @Test func aTaskOfSeveralStatementsIsLeftToReturnNothing() {
    let source = """
      final class Loader {
        func start() {
          Task { let page = await load(); show(page) }
          Task {
            await load()
            show()
          }
        }
      }
      """
    let traced = instrumentation.instrument(source)
    #expect(!traced.contains("return"))
    #expect(traced.contains("defer { Trace.exit() }; let page = await load(); show(page) }"))
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
