import LegibleColor
import LegibleImaging

extension ImageFinding {
  /// The report record of a scanner finding: its colours as `#rrggbb`, the deciding policy and
  /// its metric, the ratio range where the background varies, and the rule that made it.
  public init(_ finding: ScanFinding) {
    let status: Finding.Status =
      switch finding.status {
      case .fail: .fail
      case .review: .review
      case .pass: .pass
      }
    self.init(
      kind: finding.kind.rawValue, status: status,
      bbox: finding.bbox,
      foreground: finding.foreground.opaqueHexString,
      background: finding.background.opaqueHexString, wcagRatio: finding.wcagRatio,
      apcaLc: finding.apcaLc, required: finding.required, textHeight: finding.textHeight,
      fontSize: finding.estimatedFontSize, bold: finding.bold, confidence: finding.confidence,
      suggestion: finding.suggestion?.opaqueHexString, reason: finding.reason,
      isLowerBound: finding.isLowerBound, flags: finding.flags.map(\.rawValue).sorted(),
      policy: finding.decidingPolicy,
      metric: finding.decidingPolicy.flatMap(Policy.named)?.metric.rawValue,
      wcagRatioRange: finding.wcagRatioRange.lowerBound == finding.wcagRatioRange.upperBound
        ? nil : [finding.wcagRatioRange.lowerBound, finding.wcagRatioRange.upperBound],
      rule: FindingRule.id(of: finding))
  }
}
