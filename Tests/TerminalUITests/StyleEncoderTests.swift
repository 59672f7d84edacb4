import Testing

@testable import TerminalUI

@Suite struct StyleEncoderTests {
  private func transition(
    from current: Style, to target: Style, colorsEnabled: Bool = true
  ) -> String {
    var output: [UInt8] = []
    StyleEncoder(colorsEnabled: colorsEnabled).appendTransition(
      from: current, to: target, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  @Test func sendsNothingWhenTheStyleIsTheSame() {
    #expect(transition(from: Style(isBold: true), to: Style(isBold: true)) == "")
  }

  @Test func sendsOnlyWhatChanged() {
    #expect(transition(from: .plain, to: Style(foreground: .red, isBold: true)) == "\u{1B}[1;31m")
    #expect(
      transition(from: Style(isBold: true), to: Style(isBold: true, isInverse: true)) == "\u{1B}[7m"
    )
    let boldAndDim = Style(isBold: true, isDim: true, isUnderlined: true)
    #expect(
      transition(from: boldAndDim, to: Style(isDim: true, isUnderlined: true)) == "\u{1B}[22;2m")
    #expect(
      transition(from: .plain, to: Style(foreground: .brightCyan, background: .blue))
        == "\u{1B}[96;44m")
    #expect(transition(from: Style(background: .brightWhite), to: .plain) == "\u{1B}[0m")
  }

  @Test func prefersAResetWhenItIsShorter() {
    let busy = Style(foreground: .red, background: .blue, isBold: true, isUnderlined: true)
    #expect(transition(from: busy, to: Style(isInverse: true)) == "\u{1B}[0;7m")
  }

  @Test func dropsColorsButKeepsAttributesWithoutColor() {
    let styled = Style(foreground: .green, background: .black, isUnderlined: true)
    #expect(transition(from: .plain, to: styled, colorsEnabled: false) == "\u{1B}[4m")
    #expect(transition(from: .plain, to: Style(foreground: .red), colorsEnabled: false) == "")
  }
}
