import LegiblePalettes

/// A command line split into positional arguments and options, checked against what a command
/// accepts.
struct Arguments {
  /// An option a command accepts.
  struct Option: Hashable {
    /// The long name with its dashes, such as `--format`.
    var name: String
    /// Whether it takes a value (`--format json`, `--format=json`).
    var takesValue: Bool
  }

  /// Arguments that are not options, in order.
  var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `arguments` (without the command name), accepting only `options`.
  init(_ arguments: [String], accepting options: [Option]) throws(CLIError) {
    let known = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = known[name] else {
        let guess = NameSuggestion.nearest(to: name, in: options.map(\.name))
        throw .usage("unknown option '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
      }
      if option.takesValue {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else if index < arguments.count {
          values[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw .usage("option '\(name)' needs a value")
        }
      } else {
        guard inlineValue == nil else { throw .usage("option '\(name)' takes no value") }
        flags.insert(name)
      }
    }
  }

  /// The last value given for `name`, if any.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for `name`, in order.
  func values(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}

extension Arguments.Option {
  /// An option with a value.
  static func value(_ name: String) -> Self { Self(name: name, takesValue: true) }
  /// A flag.
  static func flag(_ name: String) -> Self { Self(name: name, takesValue: false) }
}
