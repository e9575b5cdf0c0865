import LegibleColor
import LegiblePalettes

extension Finding {
  /// The finding for one palette audit result: the pair in one appearance under one policy.
  ///
  /// The rule is ``FindingRule/pairContrast`` when the policy decided alone, or the Apple rule
  /// that decided; the location is where the foreground's value for this appearance is
  /// declared.
  public init(_ result: PaletteAuditResult) {
    let ruleID: String
    switch result.ruleID {
    case PaletteAuditResult.appleIncreasedContrastRule,
      PaletteAuditResult.appleIncreasedContrastLowerRule,
      PaletteAuditResult.systemReferenceRule, PaletteAuditResult.linkDistinctRule:
      ruleID = result.ruleID
    default:
      ruleID = FindingRule.pairContrast.id
    }
    let isLink = result.ruleID == PaletteAuditResult.linkDistinctRule
    let metric =
      isLink ? .wcagRatio : result.policy.flatMap(Policy.named).map { Metric($0.metric) }
    var value: Double? = isLink ? result.wcagRatio : nil
    if let metric, let ratio = result.wcagRatio, let lc = result.apcaLc {
      value = metric == .wcagRatio ? ratio : abs(lc)
    }
    var flags: [String] = []
    if result.fallbackUsed { flags.append("fallbackUsed") }
    self.init(
      ruleID: ruleID, policy: result.policy, metric: metric, status: Status(result.status),
      location: Location(path: result.location.file, line: result.location.line),
      subject: Subject(
        foreground: result.foreground, background: result.background, backdrop: result.backdrop,
        foregroundColor: result.foregroundColor, backgroundColor: result.backgroundColor,
        variant: result.variant.rawValue, role: result.role.rawValue, size: result.size,
        weight: result.weight == 400 ? nil : result.weight),
      measurements: Measurements(
        wcagRatio: result.wcagRatio, apcaLc: result.apcaLc, value: value,
        required: result.required),
      flags: flags,
      message: "\(result.foreground) \(isLink ? "in" : "on") \(result.background) "
        + "(\(result.variant)): \(result.rule)"
        + (result.fallback.map { " (\($0))" } ?? ""),
      suggestion: result.status == .pass ? nil : result.suggestion)
  }
}
