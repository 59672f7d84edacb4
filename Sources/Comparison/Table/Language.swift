/// The language of the table's headings and words: English, or natural Japanese for the
/// Japanese chapters and study sessions.
package enum Language: String, CaseIterable, Sendable {
  /// English.
  case english = "en"
  /// Japanese.
  case japanese = "ja"

  /// The heading of the first column.
  var questionHeading: String {
    self == .english ? "where / what" : "観点"
  }

  /// The heading of a row.
  func title(of row: ComparisonTable.RowKind) -> String {
    switch (row, self) {
    case (.concern(.validation), .english): "validation (S3)"
    case (.concern(.validation), .japanese): "バリデーション (S3)"
    case (.concern(.loading), .english): "loading indicator (S4)"
    case (.concern(.loading), .japanese): "ローディング表示 (S4)"
    case (.results, .english): "holds the results (S5)"
    case (.results, .japanese): "検索結果を保持する場所 (S5)"
    case (.concern(.paging), .english): "paging (S9)"
    case (.concern(.paging), .japanese): "ページング (S9)"
    case (.concern(.navigation), .english): "opens the detail screen (S10)"
    case (.concern(.navigation), .japanese): "詳細画面への遷移 (S10)"
    case (.concern(.searchAsYouType), .english): "search-as-you-type debounce (S13)"
    case (.concern(.searchAsYouType), .japanese): "入力中検索のデバウンス (S13)"
    case (.concern(.formatting), .english): "formats the results line (S5)"
    case (.concern(.formatting), .japanese): "件数表示の整形 (S5)"
    case (.modelCreation, .english): "creates or hands in the model"
    case (.modelCreation, .japanese): "Model を生成・注入する場所"
    case (.screenCreation, .english): "creates the screens"
    case (.screenCreation, .japanese): "画面を生成する場所"
    case (.strongReferences, .english): "holds (strong)"
    case (.strongReferences, .japanese): "強参照で保持するもの"
    case (.weakReferences, .english): "weak references"
    case (.weakReferences, .japanese): "弱参照 (weak)"
    case (.isolation, .english): "non-UI layer depends on"
    case (.isolation, .japanese): "UI 以外の層の依存先"
    case (.lines(let layer), _): linesTitle(layer)
    case (.testsWithoutUI, .english): "tests without the UI"
    case (.testsWithoutUI, .japanese): "UI なしで動くテスト"
    case (.testsWithToolkit, .english): "tests through the toolkit"
    case (.testsWithToolkit, .japanese): "ツールキット経由のテスト"
    }
  }

  private func linesTitle(_ layer: Layer) -> String {
    switch (layer, self) {
    case (.view, .english): "lines: view"
    case (.view, .japanese): "行数: View"
    case (.presentation, .english): "lines: presentation"
    case (.presentation, .japanese): "行数: Presenter・ViewModel"
    case (.model, .english): "lines: model"
    case (.model, .japanese): "行数: Model"
    case (.navigation, .english): "lines: navigation"
    case (.navigation, .japanese): "行数: 画面遷移"
    case (.composition, .english): "lines: composition root"
    case (.composition, .japanese): "行数: 組み立て"
    }
  }

  /// Said where a row has nothing to show.
  var none: String {
    self == .english ? "none" : "なし"
  }

  /// Said of an architecture whose only module sees everything: `one module: A, B`.
  func singleModule(_ dependencies: String) -> String {
    self == .english
      ? "no non-UI module (one module: \(dependencies))"
      : "UI 以外のモジュールなし (1 モジュール: \(dependencies))"
  }

  /// Said where an architecture has no `concerns.json` yet.
  var notDeclared: String {
    self == .english ? "not declared (no `concerns.json`)" : "未宣言 (`concerns.json` がない)"
  }

  /// A stored closure.
  var closure: String {
    self == .english ? "a closure" : "クロージャ"
  }

  /// A closure that reaches back to its creator through a weak capture.
  var weakSelf: String {
    self == .english ? "closure, `[weak self]`" : "クロージャ、`[weak self]`"
  }

  /// A screen the toolkit holds, as UIKit's navigation controller and containers do.
  var toolkit: String {
    self == .english ? "held by the toolkit" : "ツールキットが保持"
  }

  /// Said of a test count with no non-UI module to test.
  var noNonUIModule: String {
    self == .english ? "none: no non-UI module" : "なし (UI 以外のモジュールがない)"
  }

  /// Toolchain modules a layer imports besides its package dependencies.
  func toolchain(_ modules: String) -> String {
    self == .english ? "toolchain: \(modules)" : "ツールチェーン: \(modules)"
  }
}
