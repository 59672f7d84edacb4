import TerminalUI

extension SplitScreen {
  /// Reads the strips every ``stripRefreshInterval`` and draws again when one has changed:
  /// what they show can change between the apps' frames.
  func refreshStrips() -> Task<Void, Never> {
    let clock = clock
    return Task { [weak self] in
      while true {
        do { try await clock.sleep(for: Self.stripRefreshInterval) } catch { return }
        guard let self else { return }
        if self.strips.map({ $0?.lines() ?? [] }) != self.shownStripLines { self.present() }
      }
    }
  }

  /// Reads each strip and draws it under its pane's screen, where there is room for it.
  func drawStrips(on canvas: inout Canvas) {
    shownStripLines = strips.map { $0?.lines() ?? [] }
    for index in strips.indices {
      guard let strip = strips[index], let rect = paneLayouts[index].strip else { continue }
      strip.draw(shownStripLines[index], in: rect, on: &canvas)
    }
  }
}
