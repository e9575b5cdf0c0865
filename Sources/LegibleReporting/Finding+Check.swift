import LegibleColor

extension Finding {
  /// One finding per policy for a measured `check` pair: that policy's verdict, its metric and
  /// requirement, and (for failures) the suggested foreground.
  ///
  /// - Parameters:
  ///   - result: the measured pair.
  ///   - role: what the foreground draws (`text`, `large-text`, `ui`, `decorative`).
  ///   - path: the batch file, when the pair came from one.
  public static func findings(from result: CheckReport.Result, role: String, path: String?)
    -> [Finding]
  {
    result.policies.map { outcome in
      let metric = Policy.named(outcome.id).map { Metric($0.metric) } ?? .wcagRatio
      let status: Status = outcome.status == "fail" ? .fail : .pass
      let subject = Subject(
        foregroundColor: result.foreground, backgroundColor: result.background, role: role)
      var message = "\(result.foreground) on \(result.background): "
      message += NumberFormatting.value(outcome.value, metric, threshold: outcome.required)
      if let required = outcome.required {
        let needed = NumberFormatting.requirement(required, metric)
        message +=
          status == .fail
          ? " below \(outcome.id)'s \(needed) for \(outcome.reason ?? role)"
          : " meets \(outcome.id)'s \(needed) for \(outcome.reason ?? role)"
      } else {
        message += " (\(role) is exempt from \(outcome.id))"
      }
      return Finding(
        ruleID: FindingRule.pairContrast.id, policy: outcome.id, metric: metric, status: status,
        location: Location(path: result.line == nil ? nil : path, line: result.line),
        subject: subject,
        measurements: Measurements(
          wcagRatio: result.wcagRatio, apcaLc: result.apcaLc, value: outcome.value,
          required: outcome.required),
        flags: result.notes.isEmpty ? [] : ["note"], message: message,
        suggestion: status == .fail ? result.suggestion?.foreground : nil)
    }
  }
}
