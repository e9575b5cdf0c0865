import LegibleColor

/// The text an annotation label shows for a finding, rounded exactly as the text report rounds
/// (`NumberFormatting.ratio` and `NumberFormatting.lc` in LegibleReporting): ratios to two
/// decimals, half away from zero, with more digits, cut rather than rounded, when rounding would
/// make a failing value read as meeting its threshold; Lc to one decimal, signed.
enum ContrastLabel {
  /// The label of a finding: its status mark (`✗` fail, `?` review, `✓` pass, as the text report
  /// marks them), `≥` when the value is only a lower bound, and the value in the metric of the
  /// policy that decided: `✗ 2.90:1`, `? ≥ 3.69:1`, `✗ Lc -45.8`.
  static func text(for finding: ScanFinding) -> String {
    let mark =
      switch finding.status {
      case .fail: "✗ "
      case .review: "? "
      case .pass: "✓ "
      }
    let judgesLc =
      finding.decidingPolicy.flatMap(Policy.named).map { $0.metric == .apcaLc } ?? false
    let value =
      judgesLc
      ? lc(finding.apcaLc)
      : ratio(finding.wcagRatio, threshold: finding.required)
    return mark + (finding.isLowerBound && !judgesLc ? "≥ " : "") + value
  }

  /// An APCA value with its unit, signed, one decimal (`NumberFormatting.lc`): `Lc -45.8`.
  static func lc(_ value: Double) -> String {
    "Lc " + digits(value, decimals: 1, rule: .toNearestOrAwayFromZero)
  }

  /// A WCAG ratio with its unit: `2.90:1`, or `4.4999:1` below a 4.5 threshold.
  static func ratio(_ value: Double, threshold: Double? = nil) -> String {
    var text = digits(value, decimals: 2, rule: .toNearestOrAwayFromZero)
    if let threshold, value < threshold, (value * 100).rounded() / 100 >= threshold {
      text = digits(value, decimals: 4, rule: .down)
    }
    return text + ":1"
  }

  /// `value` with exactly `decimals` digits after the point.
  private static func digits(
    _ value: Double, decimals: Int, rule: FloatingPointRoundingRule
  ) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(rule)
    guard scaled.isFinite, scaled < 1e15 else { return value < 0 ? "-" : "" }
    let whole = String(Int(scaled))
    let padded = String(repeating: "0", count: max(0, decimals + 1 - whole.count)) + whole
    let sign = value < 0 && scaled != 0 ? "-" : ""
    return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
  }
}
