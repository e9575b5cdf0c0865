/// Why a command could not run as asked; always exit status 2.
public enum CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The arguments are wrong; the message says how to fix them.
  case usage(String)
  /// An input (file, colour, line) cannot be used.
  case input(String)

  public var description: String {
    switch self {
    case .usage(let message): message + " (see 'legible --help')"
    case .input(let message): message
    }
  }
}
