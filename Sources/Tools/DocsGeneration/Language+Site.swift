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

  /// The text of a section's closing step: the files the chapter explains past the first
  /// dozen (`later`), the changed files it does not explain (`unexplained`), the new files it
  /// does not show (`added`), those the step removes, and the command that shows every change.
  func closing(
    later: [String], unexplained: [String], added: [String], removed: [String], command: String
  ) -> String {
    func list(_ paths: [String]) -> String {
      paths.map { "`\($0)`" }.joined(separator: self == .english ? ", " : "、")
    }
    var sentences: [String] = []
    if self == .english {
      if !later.isEmpty {
        sentences.append("The chapter goes on with \(list(later)).")
      }
      if !unexplained.isEmpty {
        sentences.append(
          "The step also changes \(list(unexplained)); the chapter does not explain these "
            + "changes.")
      }
      if !added.isEmpty {
        sentences.append("It adds \(list(added)), which the chapter does not show.")
      }
      if !removed.isEmpty {
        sentences.append("It removes \(list(removed)).")
      }
      sentences.append("`\(command)` shows every change of the step, role by role.")
    } else {
      if !later.isEmpty {
        sentences.append("章ではこのあと \(list(later)) を読みます。")
      }
      if !unexplained.isEmpty {
        sentences.append("この一歩は \(list(unexplained)) も変えますが、章ではその変更を説明していません。")
      }
      if !added.isEmpty {
        sentences.append("\(list(added)) も加わりますが、章では示していません。")
      }
      if !removed.isEmpty {
        sentences.append("\(list(removed)) はなくなります。")
      }
      sentences.append("`\(command)` で、この一歩のすべての変更を役割ごとに読めます。")
    }
    return sentences.joined(separator: self == .english ? " " : "")
  }

  /// What the check of understanding says to a right choice and to a wrong one.
  var reactions: (right: String, wrong: String) {
    self == .english ? ("That's right.", "Not quite.") : ("正解です。", "もう一度考えてみましょう。")
  }
}
