import LegibleReporting

extension TerminalStyle {
  /// The style `--color WHEN` asks for on `console`.
  ///
  /// `never|always|auto`; in `auto`, colour is used when standard output is a terminal, `TERM`
  /// is not `dumb` and `NO_COLOR` is unset or empty (no-color.org); `FORCE_COLOR` forces it on.
  /// Truecolor when `COLORTERM` is `truecolor` or `24bit`.
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
      self.init(depth: .none)
      return
    }
    let colorTerm = env["COLORTERM"]?.lowercased() ?? ""
    self.init(depth: colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256)
  }
}
