/// Rule `scale-uncertain`: a pass under an inferred scale must hold at every scale the text
/// could have been captured at.
///
/// Without `--scale`, a known device size or a `pHYs` density, the scale is inferred from the
/// width and the sizes of the text (``ScreenshotScanner/inferScale(lineSizes:width:)``). Pixels
/// alone cannot always tell @2x from @3x: a line 48 px tall reads as 24 pt at @2x and as 16 pt
/// at @3x, and both are ordinary type sizes. The WCAG threshold depends on the size (large
/// text, 18 pt or 14 pt bold, needs 3:1; other text 4.5:1), so text between the two thresholds
/// passes at one scale and fails at the other.
///
/// A larger scale reads the same pixels as smaller text, which never needs less contrast; a
/// smaller scale reads it larger, which never needs more. So a pass is checked at each larger
/// whole scale up to @3x (the largest the scanner reads) at which the text would still be at
/// least ``ImageRegionTuning/smallestTextPoints``. A finding that passes at the inferred scale
/// but not at such a scale becomes a `review` whose reason names the scale and the threshold
/// there: the verdict depends on what pixels cannot tell, and `--scale` settles it. A failure
/// at the inferred scale (the most likely one) stays a failure, and every finding carries
/// `scaleInferred`: an uncertain scale can take a pass away but never grant one.
enum ScaleUncertaintyRule {
  /// The rule's id, as `--explain` and tests name it.
  static let id = "scale-uncertain"

  /// The whole scales above `inferred`, up to 3, at which text `fontSizeInPixels` tall (font
  /// size in pixels) is at least ``ImageRegionTuning/smallestTextPoints``.
  static func alternativeScales(to inferred: Double, fontSizeInPixels: Double) -> [Double] {
    [1.0, 2, 3].filter {
      $0 > inferred && fontSizeInPixels / $0 >= ImageRegionTuning.smallestTextPoints
    }
  }

  /// The status of a finding judged `atInferred` at the inferred scale and `atAlternatives` at
  /// the other plausible scales: a pass that does not hold at each of them is a review; any
  /// other status stands.
  static func status(atInferred: ScanFinding.Status, atAlternatives: [ScanFinding.Status])
    -> ScanFinding.Status
  {
    guard atInferred == .pass, atAlternatives.contains(where: { $0 != .pass }) else {
      return atInferred
    }
    return .review
  }

  /// The words added to a finding's reason when the rule turns its pass into a review:
  /// `alternative` is the scale at which it does not pass, `required` the ratio the text needs
  /// there when it fails outright (`nil` when its verdict there is itself a review).
  static func explanation(inferred: Double, alternative: Double, required: Double?) -> String {
    let need = required.map { ", which needs \(ScanJudgement.format($0)):1" } ?? ""
    return "; but the scale was inferred as @\(scaleText(inferred))x, and at "
      + "@\(scaleText(alternative))x the same pixels are smaller text\(need)"
      + " (give the scale with --scale)"
  }

  private static func scaleText(_ s: Double) -> String {
    s == s.rounded() ? "\(Int(s))" : "\(s)"
  }
}
