/// The text an annotation label shows for a finding, rounded exactly as the text report rounds
/// (`NumberFormatting.ratio` in LegibleCLI): two decimals, half away from zero, and more digits,
/// cut rather than rounded, when rounding would make a failing value read as meeting its
/// threshold.
enum ContrastLabel {
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
