import Foundation
import LegibleColor
import LegiblePalettes
import LegibleReporting

extension AuditCommand {
  /// The options of the distinctness check (`--infer-distinct`, `--distinct`,
  /// `--distinct-threshold`).
  static let distinctOptions: [Arguments.Option] = [
    .flag("--infer-distinct"), .value("--distinct"), .value("--distinct-threshold"),
  ]
}

/// What the command line asks of the distinctness check: groups it declares (`--distinct`),
/// whether to infer groups from naming conventions (`--infer-distinct`), and the threshold
/// (`--distinct-threshold`). Groups in `legible.json` (`"distinct"`) are checked as well.
struct DistinctRequest {
  var declared: [[String]] = []
  var infers = false
  var threshold: Double?

  init(_ arguments: Arguments) throws(CLIError) {
    declared = arguments.values("--distinct").map {
      $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    infers = arguments.has("--infer-distinct")
    if let text = arguments.value("--distinct-threshold") {
      guard let value = Double(text), value.isFinite, value > 0 else {
        throw .usage(
          "--distinct-threshold takes a positive Oklab distance such as 0.1, not '\(text)'")
      }
      threshold = value
    }
  }
}
