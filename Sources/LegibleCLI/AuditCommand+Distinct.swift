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

  /// The groups checked in `palette` and what collides, or why the check could not run (a
  /// group names a colour the palette lacks).
  func check(_ palette: Palette, configuration: PaletteConfiguration)
    -> Result<(groups: Int, findings: [DistinctnessFinding]), DistinctError>
  {
    var groups: [[String]] = []
    for (group, source) in declared.map({ ($0, "--distinct") })
      + configuration.distinct.map({ ($0, "\(configuration.path ?? "legible.json"): \"distinct\"") }
      )
    {
      for name in group where palette.color(named: name) == nil {
        return .failure(
          DistinctError(
            message: "\(palette.path): \(source) names '\(name)', which the palette lacks"))
      }
      groups.append(group)
    }
    if infers { groups += DistinctnessCheck.inferredGroups(from: palette.colorNames) }
    guard !groups.isEmpty else { return .success((0, [])) }
    let threshold =
      threshold ?? configuration.distinctThreshold ?? DistinctnessCheck.defaultThreshold
    return .success(
      (groups.count, DistinctnessCheck(groups: groups, threshold: threshold).findings(in: palette)))
  }
}

/// A distinctness group that cannot be checked in a palette.
struct DistinctError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
