import Comparison
import Registry

/// One step of the lesson path as the tutorial shows it: a section from one architecture to the
/// next, with the one idea it teaches.
package struct SiteLessonStep: Sendable, Equatable {
  /// Where the step starts.
  package var from: SiteArchitecture
  /// Where it arrives.
  package var to: SiteArchitecture
  /// The idea, in English.
  package var idea: String
  /// The idea, in Japanese.
  package var ideaInJapanese: String

  /// A step from `from` to `to` showing `idea` (`ideaInJapanese` in Japanese).
  package init(
    from: SiteArchitecture, to: SiteArchitecture, idea: String, ideaInJapanese: String
  ) {
    self.from = from
    self.to = to
    self.idea = idea
    self.ideaInJapanese = ideaInJapanese
  }

  /// The idea in `language`.
  package func idea(in language: Language) -> String {
    language == .english ? idea : ideaInJapanese
  }

  /// The section's title: `MVC → MVP`.
  package var title: String { "\(from.name) → \(to.name)" }

  /// The registry's lesson path, in the order the chapters teach it.
  package static var registered: [SiteLessonStep] {
    Registry.lessonPath.map {
      SiteLessonStep(
        from: SiteArchitecture($0.from), to: SiteArchitecture($0.to), idea: $0.idea.english,
        ideaInJapanese: $0.idea.japanese)
    }
  }
}
