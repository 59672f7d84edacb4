import Comparison

/// The few sentences the site writes itself, around what the chapters and the code say.
extension Language {
  /// The tutorial's title.
  package var tutorialTitle: String {
    self == .english ? "The lesson path, file by file" : "レッスンの道筋をファイルごとに"
  }

  /// The landing page's title.
  package var siteTitle: String {
    self == .english ? "SideBySide" : "SideBySide(日本語)"
  }

  /// The landing page's first sentence.
  package var siteAbstract: String {
    self == .english
      ? "One screen in several iOS architectures: the chapters, the lesson path as a tutorial "
        + "that shows each step's files side by side, and each architecture's code as a reference."
      : "ひとつの画面を複数の iOS アーキテクチャで。各章、一歩ごとのファイルを並べて見せるレッスン、"
        + "そして各アーキテクチャのコードのリファレンス。"
  }

  /// The landing page's headings: the tutorial, the chapters, the architectures.
  package var siteHeadings: (tutorial: String, chapters: String, references: String) {
    self == .english
      ? ("The lesson path", "Chapters", "Architectures")
      : ("レッスンの道筋", "各章", "アーキテクチャ")
  }

  /// The name of the other language, linking to its landing page.
  package var otherLanguageLink: String {
    let other: Language = self == .english ? .japanese : .english
    let label = self == .english ? "日本語" : "English"
    return "[\(label)](\(SiteCatalog.chapters(other).path))"
  }

  /// Where a section of the tutorial sends the reader for more.
  func readMore(chapter: String, from: String, to: String) -> String {
    let command = "`swift run compare diff \(from) \(to)`"
    return self == .english
      ? "The chapter: <doc:\(chapter)>. The same step in a terminal: \(command)."
      : "章: <doc:\(chapter)>。ターミナルでは \(command) で同じ一歩を読めます。"
  }

  /// The text of the step that shows a file before the step.
  func before(_ file: String) -> String {
    self == .english ? "Before: `\(file)`." : "変更前: `\(file)`。"
  }

  /// The text of the step that shows the same file after it.
  func after(_ file: String) -> String {
    self == .english
      ? "After: `\(file)`. The highlighted lines are the ones the step adds or changes."
      : "変更後: `\(file)`。ハイライトした行が、この一歩で加わった行と変わった行です。"
  }

  /// The text of the step that shows a file only the second architecture has.
  func added(_ file: String, in architecture: String) -> String {
    self == .english
      ? "New in \(architecture): `\(file)`."
      : "\(architecture) で加わるファイル: `\(file)`。"
  }

  /// The text of the step that shows a file only the first architecture has.
  func removed(_ file: String, in architecture: String) -> String {
    self == .english
      ? "Gone in \(architecture): `\(file)` has no counterpart there."
      : "\(architecture) ではなくなるファイル: `\(file)`。対応するファイルがありません。"
  }
}
