/// How numbers read in text output. JSON output is never rounded.
public enum NumberFormatting {
  /// A ratio such as `4.48:1`, rounded to two decimals, with more digits (truncated, never
  /// rounded up) when rounding would make a failing value look like it meets `threshold`.
  public static func ratio(_ value: Double, threshold: Double? = nil) -> String {
    var text = fixed(value, decimals: 2)
    if let threshold, value < threshold, (value * 100).rounded() / 100 >= threshold {
      text = truncated(value, decimals: 4)
    }
    return text + ":1"
  }

  /// An APCA value such as `Lc 71.3` or `Lc -71.3`.
  public static func lc(_ value: Double) -> String {
    "Lc " + fixed(value, decimals: 1)
  }

  /// A required value: `4.5:1` or `Lc 75`.
  public static func requirement(_ value: Double, isRatio: Bool) -> String {
    isRatio ? trimmed(value) + ":1" : "Lc " + trimmed(value)
  }

  /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
  public static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    return (value < 0 && scaled != 0 ? "-" : "") + digits(scaled, decimals: decimals)
  }

  /// `value` cut (not rounded) to `decimals` digits after the point.
  public static func truncated(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.down)
    return (value < 0 && scaled != 0 ? "-" : "") + digits(scaled, decimals: decimals)
  }

  /// A number with no trailing zeros: `4.5`, `3`, `18.66`.
  public static func trimmed(_ value: Double) -> String {
    var text = fixed(value, decimals: 2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func digits(_ scaled: Double, decimals: Int) -> String {
    // Checked: a value too large (or not finite) for an Int is printed as Swift spells it
    // rather than trapping; inputs are bounded long before this, so it is a last resort.
    guard let integer = Int(exactly: scaled) else {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      return "\(scaled / scale)"
    }
    let whole = String(integer)
    guard decimals > 0 else { return whole }
    let padded = String(repeating: "0", count: max(0, decimals + 1 - whole.count)) + whole
    return padded.dropLast(decimals) + "." + padded.suffix(decimals)
  }

  /// A value in its metric's notation: `4.48:1` for a ratio, `Lc 71.3` for APCA (never rounded
  /// up to `threshold` when below it).
  public static func value(_ value: Double, _ metric: Finding.Metric, threshold: Double? = nil)
    -> String
  {
    switch metric {
    case .wcagRatio: ratio(value, threshold: threshold)
    case .apcaLc:
      if let threshold, value < threshold, (value * 10).rounded() / 10 >= threshold {
        "Lc " + truncated(value, decimals: 3)
      } else {
        lc(value)
      }
    }
  }

  /// A required value in its metric's notation: `4.5:1` or `Lc 75`.
  public static func requirement(_ value: Double, _ metric: Finding.Metric) -> String {
    requirement(value, isRatio: metric == .wcagRatio)
  }
}
