import Foundation
import TestSupport
import Testing

/// A learner can find every article the chapters answer: `Tutorials/README.md` lists them by
/// title under "The articles", each is named by its title in a chapter of each language, and a
/// chapter, kata page or README that calls one by a short name ("the RxSwift article",
/// 「Router の記事」) names it by its title too.
@Suite struct ArticleTests {
  let documentation: Documentation

  init() throws {
    documentation = try Documentation.loaded.get()
  }

  /// The short names a chapter may use, each with a word from the titles it may stand for.
  static let shortNames: [(phrases: [String], titleWords: [String])] = [
    (["the rxswift article", "the rx article", "RxSwift の記事", "Rx の記事"], ["RxSwift"]),
    (["the router article", "Router の記事"], ["Router"]),
    (["the mvvm article", "MVVM の記事"], ["MVVMを"]),
    (["the mvp article", "the passive-view article", "MVP の記事"], ["GitHubAPI", "中途半端"]),
  ]

  /// How many characters after a short name's first use its title may come: the same sentence.
  static let firstMentionReach = 160

  /// The titles in the table under `## The articles` in `Tutorials/README.md`, brackets included.
  static func titles(in index: String) -> [String] {
    let section = index.components(separatedBy: "\n## The articles\n").dropFirst().first ?? ""
    let body = section.components(separatedBy: "\n## ").first ?? ""
    return body.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| 「") else { return nil }
      return line.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The chapters of both languages, by path.
  static func chapters(of documentation: Documentation) -> [String: String] {
    documentation.markdownFiles.filter {
      $0.key.hasPrefix("Tutorials/en/") || $0.key.hasPrefix("Tutorials/ja/")
    }
  }

  /// A message for each page that calls an article by a short name without naming it by its
  /// title, and for each listed article the chapters of a language never name.
  static func problems(in documentation: Documentation) -> [String] {
    let titles = titles(in: documentation.markdownFiles["Tutorials/README.md"] ?? "")
    guard !titles.isEmpty else { return ["Tutorials/README.md lists no articles"] }
    let chapters = chapters(of: documentation)
    var problems: [String] = []
    for language in ["en", "ja"] {
      let texts = chapters.filter { $0.key.hasPrefix("Tutorials/\(language)/") }.values
      for title in titles where !texts.contains(where: { $0.containsExactly(title) }) {
        problems.append("no \(language) chapter names the article \(title) by its title")
      }
    }
    let citing = documentation.markdownFiles.filter { $0.key != "Tutorials/README.md" }
    // Each short name's titles, and the words it is looked for by, in lower case, found once.
    let names = shortNames.map { phrases, titleWords in
      (
        phrases: phrases.map { ($0, $0.lowercased()) },
        titles: titles.filter { title in titleWords.contains { title.containsExactly($0) } }
          .map { ($0, $0.lowercased()) }
      )
    }
    for (path, text) in citing.sorted(by: { $0.key < $1.key })
    where text.containsExactly("rticle") || text.containsExactly("ARTICLE")
      || text.containsExactly("記事")
    {
      let lowered = text.lowercased()
      for (phrases, candidates) in names {
        let uses = phrases.compactMap { phrase, lowercased in
          lowered.exactRanges(of: lowercased).first.map { (phrase, $0.lowerBound) }
        }
        guard let (phrase, first) = uses.min(by: { $0.1 < $1.1 }) else { continue }
        let named = candidates.map(\.0).joined(separator: " or ")
        let titled = candidates.compactMap { lowered.exactRanges(of: $0.1).first?.lowerBound }.min()
        guard let titled else {
          problems.append("\(path) says “\(phrase)” but never names it by its title (\(named))")
          continue
        }
        // The title goes with the first mention: in its sentence, not paragraphs later.
        if lowered.distance(from: first, to: titled) > Self.firstMentionReach {
          problems.append("\(path) says “\(phrase)” before naming it by its title (\(named))")
        }
      }
    }
    return problems
  }

  @Test func theIndexListsTheFiveArticles() throws {
    let index = try #require(documentation.markdownFiles["Tutorials/README.md"])
    #expect(Self.titles(in: index).count == 5)
  }

  @Test func everyArticleIsNamedByItsTitleWhereAChapterCitesIt() {
    for problem in Self.problems(in: documentation) {
      Issue.record("\(problem)")
    }
  }

  @Test func aShortNameWithoutTheTitleIsCaught() {
    let index = "# Index\n\n## The articles\n\n| 「RxSwift の題名」 | Qiita | 07 |\n"
    let named = Documentation(markdownFiles: [
      "Tutorials/README.md": index,
      "Tutorials/en/07.md": "The RxSwift article, 「RxSwift の題名」, filters first.",
      "Tutorials/ja/07.md": "RxSwift の記事 「RxSwift の題名」 は先にフィルタします。",
    ])
    #expect(Self.problems(in: named).isEmpty)
    let unnamed = Documentation(markdownFiles: [
      "Tutorials/README.md": index,
      "Tutorials/en/07.md": "The RxSwift article filters first.",
      "Tutorials/ja/07.md": "RxSwift の記事は先にフィルタします。",
    ])
    #expect(Self.problems(in: unnamed).count == 4)
    let late = Documentation(markdownFiles: [
      "Tutorials/README.md": index,
      "Tutorials/en/07.md": "The RxSwift article filters first."
        + String(repeating: " More.", count: 40) + " Its title is 「RxSwift の題名」.",
      "Tutorials/ja/07.md": "RxSwift の記事 「RxSwift の題名」 は先にフィルタします。",
    ])
    #expect(
      Self.problems(in: late) == [
        "Tutorials/en/07.md says “the rxswift article” before naming it by its title "
          + "(「RxSwift の題名」)"
      ])
  }
}
