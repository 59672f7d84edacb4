/// Every count of the code the docs' sentences state (see ``QuotedCount``), and the rewrite that
/// brings them up to date.
package enum QuotedCounts {
  private static let mvcController = "Sources/MVC/UI/SearchViewController.swift"
  private static let mvpController = "Sources/MVP/UI/SearchViewController.swift"
  private static let mvpPresenter = "Sources/MVP/Presentation/SearchPresenter.swift"
  private static let mvpInput = "Sources/MVP/Presentation/SearchPresenterInput.swift"
  private static let mvpOutput = "Sources/MVP/Presentation/SearchPresenterOutput.swift"
  private static let modelOnlyViewModel = "Sources/MVVMModel/Presentation/SearchViewModel.swift"
  private static let demo = "Sources/MVP/Demo/main.swift"

  /// Every count a sentence states, by document.
  package static let all: [QuotedCount] = [
    .lines(
      mvcController, in: "Tutorials/en/02-apple-mvc.md", #"is (\w+) lines \(`wc -l`\) and reads"#),
    .lines(
      mvcController, in: "Tutorials/ja/02-apple-mvc.md", #"`SearchViewController.swift` は (\w+) 行"#),
    .lines(
      mvpPresenter, in: "Tutorials/en/03-passive-view-mvp.md",
      #"`SearchPresenter.swift` \((\w+) lines\)"#),
    .lines(mvpInput, in: "Tutorials/en/03-passive-view-mvp.md", #"its protocols \((\w+) and"#),
    .lines(
      mvpOutput, in: "Tutorials/en/03-passive-view-mvp.md", #"its protocols \(\w+ and (\w+)\)"#),
    .lines(mvcController, in: "Tutorials/en/03-passive-view-mvp.md", #"shrinks from (\w+) lines"#),
    .lines(
      mvpController, in: "Tutorials/en/03-passive-view-mvp.md", #"shrinks from \w+ lines to (\w+)"#),
    .lines(
      mvpPresenter, in: "Tutorials/ja/03-passive-view-mvp.md",
      #"`SearchPresenter.swift`\((\w+) 行\)"#),
    .lines(mvpInput, in: "Tutorials/ja/03-passive-view-mvp.md", #"プロトコル\((\w+) 行と"#),
    .lines(mvpOutput, in: "Tutorials/ja/03-passive-view-mvp.md", #"行と (\w+) 行\)で"#),
    .lines(
      mvcController, in: "Tutorials/ja/03-passive-view-mvp.md", #"ViewController は (\w+) 行から"#),
    .lines(mvpController, in: "Tutorials/ja/03-passive-view-mvp.md", #"行から (\w+) 行に縮み"#),
    .lines(
      modelOnlyViewModel, in: "Tutorials/en/06-mvvm-model-only.md",
      #"`SearchViewModel` \((\w+) lines"#),
    .lines(modelOnlyViewModel, in: "Tutorials/ja/06-mvvm-model-only.md", #"`wc -l` で (\w+) 行"#),
    .lines(mvcController, in: "Sources/MVC/README.md", #"the architecture \((\w+) lines\)"#),
    .lines(
      mvcController, in: "Tutorials/en/study-session.md", #"search controller is (\w+) lines"#),
    .lines(mvcController, in: "Tutorials/ja/study-session.md", #"Controller は (\w+) 行"#),
    .codeLines(
      demo, in: "Tutorials/en/00-how-to-use-this-kit.md", #"A demo's `main.swift` is (\w+) lines"#),
    .codeLines(demo, in: "Tutorials/ja/00-how-to-use-this-kit.md", #"`main.swift` はたった (\w+) 行"#),
    .architectures(in: "Tutorials/en/00-how-to-use-this-kit.md", #"architecture \((\w+) of them"#),
    .architectures(in: "Tutorials/ja/00-how-to-use-this-kit.md", #"アーキテクチャ\(いまは (\w+) (?:つ|個)\)"#),
  ]

  /// `document` with the number of each of its sentences in ``all`` written as `tree` counts it
  /// now, in the sentence's own form (a word or digits); every other character as it was.
  package static func rewritten(_ document: TextDocument, in tree: any FileTree) -> TextDocument {
    var text = document.lines.joined(separator: "\n")
    for quoted in all where quoted.document == document.path {
      guard let stated = quoted.stated(in: text), let count = quoted.count(tree),
        stated.number != count
      else { continue }
      text.replaceSubrange(
        stated.range, with: QuotedCount.written(count, like: text[stated.range]))
    }
    var rewritten = document
    rewritten.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return rewritten
  }
}
