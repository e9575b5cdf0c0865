import Foundation
import LegibleColor
import LegiblePalettes

extension AuditCommand {
  /// The options of the distinctness check (`--infer-distinct`, `--distinct`,
  /// `--distinct-threshold`).
  static let distinctOptions: [Arguments.Option] = [
    .flag("--infer-distinct"), .value("--distinct"), .value("--distinct-threshold"),
  ]

  /// Runs the distinctness check on each loaded palette when asked; prints its findings as text
  /// and returns how many there were.
  static func checkDistinctness(
    _ arguments: Arguments, palettes: [Palette], console: Console
  ) throws(CLIError) -> Int {
    let declared = arguments.values("--distinct").map {
      $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    let infers = arguments.has("--infer-distinct")
    guard infers || !declared.isEmpty else { return 0 }
    var threshold = DistinctnessCheck.defaultThreshold
    if let text = arguments.value("--distinct-threshold") {
      guard let value = Double(text), value.isFinite, value > 0 else {
        throw .usage(
          "--distinct-threshold takes a positive Oklab distance such as 0.1, not '\(text)'")
      }
      threshold = value
    }
    var count = 0
    for palette in palettes {
      for group in declared {
        for name in group where palette.color(named: name) == nil {
          throw .input("\(palette.path): --distinct names '\(name)', which the palette lacks")
        }
      }
      let groups =
        declared + (infers ? DistinctnessCheck.inferredGroups(from: palette.colorNames) : [])
      let findings = DistinctnessCheck(groups: groups, threshold: threshold).findings(in: palette)
      count += findings.count
      var text =
        "\(palette.path): \(groups.count) distinct group(s), \(findings.count) collision(s)\n"
      for f in findings {
        text +=
          "  ✗ \(DistinctnessCheck.ruleID) \(f.variant.rawValue) \(f.deficiency.rawValue): "
          + "\(f.first) \(f.firstColor.opaqueHexString) ~ \(f.second) \(f.secondColor.opaqueHexString)"
          + "  ΔEok \(formatted(f.deltaE)) < \(formatted(f.threshold))\n"
          + "    → \(f.suggestion)\n"
      }
      console.output(text)
    }
    return count
  }

  private static func formatted(_ value: Double) -> String { String(format: "%.3f", value) }
}
