import LegibleFiles

/// `--max-file-bytes` and `--allow-outside-references`: the ``InputPolicy`` a palette command
/// runs under.
enum InputOptions {
  static let accepted: [Arguments.Option] = [
    .value("--max-file-bytes"), .flag("--allow-outside-references"),
  ]

  /// The policy the arguments ask for.
  static func policy(_ arguments: Arguments) throws(CLIError) -> InputPolicy {
    var policy = InputPolicy()
    if let text = arguments.value("--max-file-bytes") {
      guard let bytes = Int(text), bytes > 0 else {
        throw .usage("--max-file-bytes takes a positive number of bytes, not '\(text)'")
      }
      policy.maximumFileBytes = bytes
    }
    policy.allowsOutsideReferences = arguments.has("--allow-outside-references")
    return policy
  }

  /// Runs `body` with the policy `arguments` ask for in force.
  static func applying<Result>(
    _ arguments: Arguments, _ body: () throws(CLIError) -> Result
  ) throws(CLIError) -> Result {
    let policy = try policy(arguments)
    let outcome = InputPolicy.$current.withValue(policy) {
      Swift.Result { () throws(CLIError) in try body() }
    }
    return try outcome.get()
  }
}
