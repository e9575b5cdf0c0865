import LegibleImaging

extension Finding {
  /// The finding for text too small or thin, or a small target, in a screenshot: its visible
  /// box, the size measured and the size asked for, in points (CSS px on the web).
  ///
  /// - Parameters:
  ///   - finding: what the size rules found.
  ///   - path: the screenshot's path as given.
  public init(_ finding: SizeFinding, path: String) {
    self.init(
      ruleID: finding.rule.rawValue, policy: nil,
      metric: finding.unit == "px" ? .cssPixels : .points,
      status: finding.status == .fail ? .fail : .warning,
      location: Location(path: path, region: finding.bbox),
      subject: Subject(
        foregroundColor: nil, backgroundColor: nil, role: finding.subject.rawValue),
      measurements: Measurements(
        wcagRatio: nil, apcaLc: nil, value: finding.measured, required: finding.required),
      flags: finding.scaleSource == .inferred ? ["scaleInferred"] : [],
      message: finding.message)
  }
}
