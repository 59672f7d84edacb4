import TerminalUI

/// Where the panes of a split terminal go: two side by side when each half is wide enough for
/// the screen's rows, one above the other otherwise, with a one-cell divider between them; a
/// single pane takes the whole terminal.
public struct SplitLayout: Equatable, Sendable {
  /// How the terminal is split.
  public enum Orientation: Equatable, Sendable {
    /// Two panes side by side, a vertical divider between.
    case leftRight
    /// One pane above the other, a horizontal divider between.
    case topBottom
  }

  /// The narrowest pane worth placing side by side: a repository row and its stars fit.
  public static let minimumSideBySideWidth = 60
  /// The fewest rows a pane needs: the screen's own minimum height.
  public static let minimumPaneHeight = 10

  /// How the terminal is split.
  public let orientation: Orientation
  /// The first pane (left or top) and the second (right or bottom).
  public let panes: [Rect]
  /// The column or row between them; empty for a single pane.
  public let divider: Rect

  /// The layout for a terminal of `size`: two panes of equal size, a column or a row of odd
  /// cells left blank at the far edge; with a `paneCount` of 1, one pane as large as the
  /// terminal.
  public init(size: Size, paneCount: Int = 2) {
    guard paneCount > 1 else {
      orientation = .leftRight
      divider = Rect(x: 0, y: 0, width: 0, height: 0)
      panes = [Rect(origin: .zero, size: size)]
      return
    }
    let halfWidth = max(0, (size.width - Self.gutter) / 2)
    let halfHeight = max(0, (size.height - 1) / 2)
    if halfWidth >= Self.minimumSideBySideWidth || halfHeight < Self.minimumPaneHeight {
      orientation = .leftRight
      // The divider is a line with a blank column either side, so the panes do not touch it.
      divider = Rect(x: halfWidth + 1, y: 0, width: size.width > 2 ? 1 : 0, height: size.height)
      panes = [
        Rect(x: 0, y: 0, width: halfWidth, height: size.height),
        Rect(x: halfWidth + Self.gutter, y: 0, width: halfWidth, height: size.height),
      ]
    } else {
      orientation = .topBottom
      divider = Rect(x: 0, y: halfHeight, width: size.width, height: 1)
      panes = [
        Rect(x: 0, y: 0, width: size.width, height: halfHeight),
        Rect(x: 0, y: halfHeight + 1, width: size.width, height: halfHeight),
      ]
    }
  }

  /// The columns between two panes side by side: blank, the divider, blank.
  static let gutter = 3
}
