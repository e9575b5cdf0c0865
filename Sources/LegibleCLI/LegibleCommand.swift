import Foundation
import LegiblePalettes
import LegibleReporting

/// The `legible` command line: dispatches to a subcommand and turns every outcome into an exit
/// status. Testable in-process through ``run(_:console:)``.
public enum LegibleCommand {
  static let usage = """
    legible — audit colour contrast (WCAG 2.x, APCA, Apple's minimums)

    usage: legible <command> [arguments] [options]

    commands:
      check FG BG          measure one colour pair (or --batch FILE)
      audit PATH…          check every declared pair of a palette in every appearance
      fix PATH [--write]   suggest (or write) the smallest changes that make a palette pass
      scan PNG|DIR…        find failing text and icons in screenshots
      simulate PNG…        screenshots as people with colour vision deficiencies see them
      init [DIR]           write a starter legible.json for the project
      merge REPORT.json…   combine JSON reports (such as scan --shard parts) in any format

    Run 'legible help <command>' or 'legible <command> --help' for a command's options.
    CI (check, audit, scan): --format text|json|sarif|junit|github|markdown,
      --report FORMAT=FILE (repeatable), --baseline FILE [--update-baseline], --max-warnings N,
      --config FILE (default: the nearest legible.json above the working directory)
    exit status: 0 clean (baselined findings do not count), 1 findings or more warnings than
    --max-warnings, 2 usage, configuration or input error
    """

  /// Runs with the process's arguments and exits with the resulting status.
  ///
  /// `SIGPIPE` is ignored, so a reader of standard output that goes away (`legible … | head`)
  /// ends the output quietly and the exit status is the run's own. Any other failure to write
  /// standard output or error (a full disk, a closed descriptor) makes the exit status 2, with
  /// one line on standard error when it can still be written.
  public static func main() -> Never {
    signal(SIGPIPE, SIG_IGN)
    let streams = StandardStreams()
    var status = run(Array(CommandLine.arguments.dropFirst()), console: streams.console)
    if let failure = streams.failure {
      streams.write("legible: error: \(failure.description)\n", to: STDERR_FILENO)
      status = .error
    }
    exit(status.rawValue)
  }

  /// Runs `arguments` (without the program name), writing to `console`.
  public static func run(_ arguments: [String], console: Console) -> ExitStatus {
    guard let command = arguments.first else {
      console.error(usage + "\n")
      return .error
    }
    let rest = Array(arguments.dropFirst())
    // `legible help scan` is `legible scan --help`.
    let helpTopic = command == "help" ? rest.first : command
    if command == "help" || rest.contains("--help") || rest.contains("-h") {
      guard let topic = helpTopic else {
        console.output(usage + "\n")
        return .clean
      }
      guard let text = help(for: topic) else {
        console.reportError(CLIError.usage(unknownCommand(topic)).description)
        return .error
      }
      console.output(text + "\n")
      return .clean
    }
    do {
      switch command {
      case "check": return try CheckCommand.run(rest, console: console)
      case "audit": return try AuditCommand.run(rest, console: console)
      case "fix": return try FixCommand.run(rest, console: console)
      case "scan": return try ScanCommand.run(rest, console: console)
      case "simulate": return try SimulateCommand.run(rest, console: console)
      case "init": return try InitCommand.run(rest, console: console)
      case "merge": return try MergeCommand.run(rest, console: console)
      case "--help", "-h":
        console.output(usage + "\n")
        return .clean
      case "--version", "version":
        console.output("legible \(ToolInfo.current.version)\n")
        return .clean
      default:
        throw CLIError.usage(unknownCommand(command))
      }
    } catch {
      console.reportError("\(error)")
      return .error
    }
  }

  /// The commands `legible` knows, for "did you mean".
  static let commands = [
    "check", "audit", "fix", "scan", "simulate", "init", "merge", "help", "version",
  ]

  /// "unknown command 'X'", with the nearest command when it looks like a typo.
  static func unknownCommand(_ command: String) -> String {
    let guess = NameSuggestion.nearest(to: command, in: commands)
    return "unknown command '\(command)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
  }

  static func help(for command: String) -> String? {
    switch command {
    case "check": CheckCommand.usage
    case "audit": AuditCommand.usage
    case "fix": FixCommand.usage
    case "scan": ScanCommand.usage
    case "simulate": SimulateCommand.usage
    case "init": InitCommand.usage
    case "merge": MergeCommand.usage
    case "--help", "-h", "help": usage
    default: nil
    }
  }
}
