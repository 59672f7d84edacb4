import Comparison

/// One DocC catalog of the site: the chapters and the tutorial of one language, or the
/// reference of one architecture.
///
/// Each is converted on its own and merged into one site.
package enum SiteCatalog: Sendable, Equatable, Hashable {
  /// The chapters and the lesson path's tutorial, in one language.
  case chapters(Language)
  /// An architecture's code, named after its folder: its modules as one, its README the
  /// landing page.
  case reference(folder: String)

  /// The catalog's name: its folder is `<name>.docc`, its pages are under
  /// `/documentation/<name, lowercased>/`.
  package var name: String {
    switch self {
    case .chapters(.english): "SideBySide"
    case .chapters(.japanese): "SideBySide-ja"
    case .reference(let folder): folder
    }
  }

  /// Where its landing page is in the site.
  package var path: String { "/documentation/" + name.lowercased() }

  /// Where a page of it is in the site: its root page, or an article's.
  package func path(of article: String?) -> String {
    article.map { path + "/" + $0.lowercased() } ?? path
  }

  /// Where its tutorials' table of contents is in the site (a catalog of chapters only).
  package var tutorialPath: String { "/tutorials/" + name.lowercased() }

  /// Where its tutorial page `page` is in the site (a catalog of chapters only).
  package func tutorialPath(of page: String) -> String { tutorialPath + "/" + page.lowercased() }
}
