import LegibleColor

/// How text output may use colour: not at all, 256 colours, or 24-bit truecolor.
///
/// `--color never|always|auto`; in `auto`, colour is used when standard output is a terminal,
/// `TERM` is not `dumb` and `NO_COLOR` is unset or empty (no-color.org); `FORCE_COLOR` forces
/// it on. Truecolor when `COLORTERM` is `truecolor` or `24bit`.
struct TerminalStyle: Sendable {
  enum Depth: Sendable { case none, palette256, trueColor }

  var depth: Depth

  init(depth: Depth) { self.depth = depth }

  init(choice: String?, console: Console) throws(CLIError) {
    let env = console.environment
    let wantsColor: Bool
    switch choice ?? "auto" {
    case "never": wantsColor = false
    case "always": wantsColor = true
    case "auto":
      if let force = env["FORCE_COLOR"], !force.isEmpty, force != "0" {
        wantsColor = true
      } else if let noColor = env["NO_COLOR"], !noColor.isEmpty {
        wantsColor = false
      } else {
        wantsColor = console.outputIsTerminal && env["TERM"] != "dumb"
      }
    case let other: throw .usage("--color takes auto, always or never, not '\(other)'")
    }
    guard wantsColor else {
      depth = .none
      return
    }
    let colorTerm = env["COLORTERM"]?.lowercased() ?? ""
    depth = colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
  }

  var usesColor: Bool { depth != .none }

  /// A sample of the pair: " Aa " in the foreground colour on the background colour.
  func swatch(foreground: SRGB, background: SRGB) -> String {
    guard usesColor else { return "" }
    return "\(code(background, layer: 48))\(code(foreground, layer: 38)) Aa \u{1B}[0m"
  }

  /// A solid block of one colour.
  func chip(_ color: SRGB) -> String {
    guard usesColor else { return "" }
    return "\(code(color, layer: 48))  \u{1B}[0m"
  }

  /// Text in bold red (failures), green (passes) or yellow (warnings and reviews).
  func emphasis(_ text: String, _ tone: Tone) -> String {
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

  enum Tone { case bad, good, caution, dim }

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
