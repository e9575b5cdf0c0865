import LegibleColor

/// How text output may use colour: not at all, 256 colours, or 24-bit truecolor.
///
/// The command line chooses it from `--color never|always|auto` and the environment; a library
/// user picks a ``Depth``.
public struct TerminalStyle: Sendable {
  /// How many colours the terminal shows.
  public enum Depth: Sendable {
    /// No colour: plain text.
    case none
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour.
    case trueColor
  }

  /// How many colours output may use.
  public var depth: Depth

  /// A style of the given depth.
  public init(depth: Depth) { self.depth = depth }

  /// Whether output uses colour at all.
  public var usesColor: Bool { depth != .none }

  /// A sample of the pair: " Aa " in the foreground colour on the background colour.
  public func swatch(foreground: SRGB, background: SRGB) -> String {
    guard usesColor else { return "" }
    return "\(code(background, layer: 48))\(code(foreground, layer: 38)) Aa \u{1B}[0m"
  }

  /// A solid block of one colour.
  public func chip(_ color: SRGB) -> String {
    guard usesColor else { return "" }
    return "\(code(color, layer: 48))  \u{1B}[0m"
  }

  /// Text in bold red (failures), green (passes) or yellow (warnings and reviews).
  public func emphasis(_ text: String, _ tone: Tone) -> String {
    guard usesColor else { return text }
    let number: Int
    switch tone {
    case .bad: number = 31
    case .good: number = 32
    case .caution: number = 33
    case .dim: return "\u{1B}[2m\(text)\u{1B}[0m"
    }
    return "\u{1B}[1;\(number)m\(text)\u{1B}[0m"
  }

  /// What emphasised text says.
  public enum Tone: Sendable {
    /// A failure: bold red.
    case bad
    /// A pass: bold green.
    case good
    /// A warning or review: bold yellow.
    case caution
    /// Secondary text: dim.
    case dim
  }

  private func code(_ color: SRGB, layer: Int) -> String {
    let c = color.rgba8
    switch depth {
    case .none: return ""
    case .trueColor: return "\u{1B}[\(layer);2;\(c.red);\(c.green);\(c.blue)m"
    case .palette256:
      // The xterm 6×6×6 colour cube: levels 0, 95, 135, 175, 215, 255 (index 16 + 36r + 6g + b).
      func level(_ value: UInt8) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
      }
      let index = 16 + 36 * level(c.red) + 6 * level(c.green) + level(c.blue)
      return "\u{1B}[\(layer);5;\(index)m"
    }
  }
}
