import TerminalUI

/// Where one pane's parts go: its app's screen on top and, when the pane has a strip, the
/// strip below it, about a third of the pane's height.
///
/// The screen keeps at least ``SplitLayout/minimumPaneHeight`` rows: on a short terminal the
/// strip gives up its rows first, and is left out when not even its title and one line fit.
public struct PaneLayout: Equatable, Sendable {
  /// The fewest rows a strip is shown with: its title and one line.
  public static let minimumStripHeight = 2

  /// The app's screen.
  public let screen: Rect
  /// The strip under it, or `nil` when there is none or no room for one.
  public let strip: Rect?

  /// The layout of `pane`, with a strip when `hasStrip` is true and it fits.
  public init(pane: Rect, hasStrip: Bool) {
    let stripHeight = min(pane.height / 3, pane.height - SplitLayout.minimumPaneHeight)
    guard hasStrip, stripHeight >= Self.minimumStripHeight else {
      screen = pane
      strip = nil
      return
    }
    screen = Rect(x: pane.minX, y: pane.minY, width: pane.width, height: pane.height - stripHeight)
    strip = Rect(x: pane.minX, y: screen.maxY, width: pane.width, height: stripHeight)
  }
}
