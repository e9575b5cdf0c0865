import Foundation
import PackagePlugin

/// Runs the `legible` executable with the plugin's standard output and error.
enum LegibleTool {
  /// The options of `legible audit`, `scan` and `fix` that take a value.
  static let valueOptions: Set<String> = [
    "--format", "--output", "--policy", "--fail-on", "--color", "--config", "--ic-policy",
    "--annotate", "--jobs", "--scale", "--explain", "--size", "--weight", "--role",
  ]

  /// Whether `arguments` hold a path: an argument that is not an option nor an option's value.
  static func hasPaths(_ arguments: ArraySlice<String>) -> Bool {
    var expectsValue = false
    for argument in arguments {
      if expectsValue {
        expectsValue = false
      } else if argument.hasPrefix("-") {
        expectsValue = !argument.contains("=") && LegibleTool.valueOptions.contains(argument)
      } else {
        return true
      }
    }
    return false
  }

  /// The folders read when no path is given: the targets' folders, or the package's.
  static func defaultPaths(_ targets: [any Target], package: Package) -> [String] {
    targets.isEmpty ? [package.directoryURL.path] : targets.map(\.directoryURL.path)
  }

  /// Runs `legible arguments…` in `directory`; a non-zero exit becomes an error naming it.
  static func run(_ executable: URL, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit else {
      throw LegiblePluginError.failed("legible was stopped by signal \(process.terminationStatus)")
    }
    switch process.terminationStatus {
    case 0: return
    case 1: throw LegiblePluginError.failed("legible found failing colours (exit status 1)")
    default:
      throw LegiblePluginError.failed(
        "legible stopped on a usage or input error (exit status \(process.terminationStatus))")
    }
  }
}

/// Why a command plugin stopped.
enum LegiblePluginError: Error, CustomStringConvertible {
  case usage(String)
  case failed(String)

  var description: String {
    switch self {
    case .usage(let message), .failed(let message): message
    }
  }
}
