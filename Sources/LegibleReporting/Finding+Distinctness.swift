import LegibleColor
import LegiblePalettes

extension Finding {
  /// The finding for two colours of a distinctness group that collide in one appearance under
  /// one colour vision deficiency (rule `cvd-distinct`).
  ///
  /// The subject names both colours (``Subject/foreground`` and ``Subject/background``), the
  /// appearance, and the deficiency as its ``Subject/role``; the measurement is their Oklab
  /// distance after simulation against the threshold.
  ///
  /// - Parameters:
  ///   - finding: what the check found.
  ///   - path: the palette's path, where the first colour's location is unknown.
  public init(_ finding: DistinctnessFinding, path: String) {
    let location = finding.location
    self.init(
      ruleID: FindingRule.cvdDistinct.id, policy: nil, metric: nil, status: .fail,
      location: Location(path: location?.file ?? path, line: location?.line),
      subject: Subject(
        foreground: finding.first, background: finding.second,
        foregroundColor: finding.firstColor.opaqueHexString,
        backgroundColor: finding.secondColor.opaqueHexString, variant: finding.variant.rawValue,
        role: finding.deficiency.rawValue),
      measurements: Measurements(
        wcagRatio: nil, apcaLc: nil, value: finding.deltaE, required: finding.threshold),
      message: "\(finding.first) and \(finding.second) (\(finding.variant)) look alike with "
        + "\(finding.deficiency.rawValue): Oklab ΔE "
        + "\(NumberFormatting.fixed(finding.deltaE, decimals: 3)) < "
        + "\(NumberFormatting.fixed(finding.threshold, decimals: 3)) (group "
        + finding.groupMembers.joined(separator: ", ") + "); \(finding.suggestion)",
      suggestion: nil)
  }
}
