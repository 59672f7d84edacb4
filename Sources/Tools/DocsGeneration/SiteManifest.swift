/// What the generated catalogs hold, for the script that builds the site and the browser check
/// that reads it: each page's path in the site and what it must show.
package struct SiteManifest: Codable, Sendable, Equatable {
  /// An article of a catalog of chapters.
  package struct Article: Codable, Sendable, Equatable {
    /// Its path in the site.
    package var path: String
    /// Its title, the chapter's heading.
    package var title: String
    /// The chapter it comes from.
    package var source: String
  }

  /// A section of the tutorial.
  package struct Section: Codable, Sendable, Equatable {
    /// Its title, `MVC → MVP`.
    package var title: String
    /// The article of the chapter that teaches it.
    package var chapter: String
    /// Its tutorial page's path.
    package var path: String
    /// The name above the file each step shows, in order.
    package var files: [String]
    /// The questions of its check of understanding, as the chapter writes them.
    package var questions: [String]
  }

  /// A catalog of chapters and its tutorial, in one language.
  package struct Chapters: Codable, Sendable, Equatable {
    /// The catalog's name.
    package var name: String
    /// `en` or `ja`.
    package var language: String
    /// The landing page's path.
    package var path: String
    /// The tutorial's table of contents' path.
    package var tutorial: String
    /// The tutorial's sections, in order.
    package var sections: [Section]
    /// The articles, in the chapters' order.
    package var articles: [Article]
  }

  /// The reference of one architecture.
  package struct Reference: Codable, Sendable, Equatable {
    /// The architecture's name.
    package var name: String
    /// Its folder, the catalog's name.
    package var folder: String
    /// The landing page's path.
    package var path: String
    /// The modules merged into it.
    package var modules: [String]
    /// The symbols documented.
    package var symbols: Int
  }

  /// The catalogs of chapters, English first.
  package var chapters: [Chapters]
  /// The references, in the registry's order.
  package var references: [Reference]
}
