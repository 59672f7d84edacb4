/// Turns style changes into the shortest Select Graphic Rendition (SGR) sequence.
///
/// The renderer tracks the terminal's current style and asks only for the difference, so a row
/// of same-styled cells costs one sequence, not one per cell.
struct StyleEncoder: Sendable {
  /// False under `NO_COLOR`: colors are dropped, bold, dim, underline and inverse kept.
  let colorsEnabled: Bool

  /// `style` as the terminal will show it: without colors when they are off.
  func effective(_ style: Style) -> Style {
    guard !colorsEnabled else { return style }
    var plain = style
    plain.foreground = nil
    plain.background = nil
    return plain
  }

  /// Appends the SGR sequence that changes the terminal from `current` to `target`, if any.
  func appendTransition(from current: Style, to target: Style, to output: inout [UInt8]) {
    let current = effective(current)
    let target = effective(target)
    guard current != target else { return }
    let changes = parameters(from: current, to: target)
    let reset = [0] + parameters(from: .plain, to: target)
    let chosen = length(of: reset) < length(of: changes) ? reset : changes
    output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    for (position, parameter) in chosen.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ";")) }
      ControlSequence.appendDecimal(parameter, to: &output)
    }
    output.append(UInt8(ascii: "m"))
  }

  /// The SGR parameters that turn `current` into `target` without a reset.
  private func parameters(from current: Style, to target: Style) -> [Int] {
    var result: [Int] = []
    // SGR 22 turns off both bold and dim; whichever should stay is turned on again.
    if (current.isBold && !target.isBold) || (current.isDim && !target.isDim) {
      result.append(22)
      if target.isBold { result.append(1) }
      if target.isDim { result.append(2) }
    } else {
      if target.isBold && !current.isBold { result.append(1) }
      if target.isDim && !current.isDim { result.append(2) }
    }
    if target.isUnderlined != current.isUnderlined { result.append(target.isUnderlined ? 4 : 24) }
    if target.isInverse != current.isInverse { result.append(target.isInverse ? 7 : 27) }
    if target.foreground != current.foreground {
      result.append(target.foreground.map { code(for: $0, normal: 30, bright: 90) } ?? 39)
    }
    if target.background != current.background {
      result.append(target.background.map { code(for: $0, normal: 40, bright: 100) } ?? 49)
    }
    return result
  }

  private func code(for color: Color, normal: Int, bright: Int) -> Int {
    let index = Int(color.rawValue)
    return index < 8 ? normal + index : bright + index - 8
  }

  /// The bytes the parameters take once written, separators included.
  private func length(of parameters: [Int]) -> Int {
    parameters.reduce(parameters.count - 1) { $0 + ($1 >= 100 ? 3 : $1 >= 10 ? 2 : 1) }
  }
}
