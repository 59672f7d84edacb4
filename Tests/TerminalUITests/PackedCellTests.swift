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

  @Test func keepsContentAndContinuationWhenRestyled() {
    let cell = PackedCell(content: 0x691C, style: .plain, isContinuation: true)
    let restyled = cell.restyled(Style(foreground: .red))
    #expect(restyled.content == 0x691C)
    #expect(restyled.isContinuation)
    #expect(restyled.style.foreground == .red)
    #expect(!PackedCell.blank.isContinuation)
    #expect(!PackedCell.blank.isCluster)
  }
}
