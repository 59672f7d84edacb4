import Testing

@testable import TerminalUI

@Suite struct PackedCellTests {
  @Test func packsEveryStyleWithoutLoss() {
    let colors: [Color?] = [nil, .black, .white, .brightBlack, .brightWhite]
    for foreground in colors {
      for background in colors {
        let style = Style(
          foreground: foreground, background: background, isBold: true, isUnderlined: true)
        #expect(PackedCell(content: 0x41, style: style).style == style)
      }
    }
    let attributes = Style(isDim: true, isInverse: true)
    #expect(PackedCell(content: 0x41, style: attributes).style == attributes)
  }

  @Test func comparesStylesWithoutTheContinuationMark() {
    let style = Style(foreground: .red, isInverse: true)
    let left = PackedCell(content: 0x691C, style: style)
    let right = PackedCell(content: 0x20, style: style, isContinuation: true)
    #expect(left.styleBits == right.styleBits)
    #expect(left.attributes != right.attributes)
    #expect(left.styleBits != PackedCell(content: 0x691C, style: .plain).styleBits)
  }

  @Test func marksContinuationsAndClusters() {
    let cell = PackedCell(content: 0x691C, style: .plain, isContinuation: true)
    #expect(cell.content == 0x691C)
    #expect(cell.isContinuation)
    #expect(!cell.isCluster)
    #expect(PackedCell(content: PackedCell.clusterFlag | 3, style: .plain).isCluster)
    #expect(!PackedCell.blank.isContinuation)
    #expect(!PackedCell.blank.isCluster)
  }
}
