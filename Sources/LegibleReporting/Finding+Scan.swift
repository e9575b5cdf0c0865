import LegibleColor
import LegibleImaging

extension Finding {
  /// The finding for a region of a screenshot: its box, estimated colours, the deciding
  /// policy's metric and requirement, the measured range where uncertain, and its flags.
  ///
  /// - Parameters:
  ///   - finding: what the scanner found.
  ///   - path: the screenshot's path as given.
  public init(_ finding: ScanFinding, path: String) {
    let status: Status =
      switch finding.status {
      case .fail: .fail
      case .review: .review
      case .pass: .pass
      }
    let policy = finding.decidingPolicy ?? finding.verdicts.first?.policy
    let verdict = finding.verdicts.first { $0.policy == policy }
    let metric = verdict.map { Metric($0.metric) } ?? .wcagRatio
    let range = finding.wcagRatioRange
    self.init(
      ruleID: FindingRule.id(of: finding),
      policy: policy, metric: metric, status: status,
      location: Location(path: path, region: finding.bbox),
      subject: Subject(
        foregroundColor: finding.foreground.opaqueHexString,
        backgroundColor: finding.background.opaqueHexString, role: finding.kind.rawValue),
      measurements: Measurements(
        wcagRatio: finding.wcagRatio, apcaLc: finding.apcaLc,
        value: verdict?.value ?? finding.wcagRatio, required: finding.required,
        wcagRatioRange: range.lowerBound == range.upperBound ? nil : range,
        isLowerBound: finding.isLowerBound, confidence: finding.confidence),
      flags: finding.flags.map(\.rawValue),
      message: finding.reason,
      suggestion: status == .pass ? nil : finding.suggestion?.opaqueHexString)
  }
}

extension FindingRule {
  /// The id of the rule a scanner finding belongs to: the scanner rule that made it (such as
  /// `control-boundary`), else text or non-text contrast by its kind.
  public static func id(of finding: ScanFinding) -> String {
    finding.rule ?? (finding.kind == .text ? screenshotText.id : screenshotNonText.id)
  }
}
