extension ScreenshotScan {
  /// A scan's findings, for every findings reporter, and its JSON report, with a baseline's
  /// known findings taken out of both.
  public struct Outcome: Sendable {
    /// The findings by image, with what the baseline suppressed and left stale; each image's
    /// note gives its size, colour space, scale and platform.
    public var findings: FindingReport
    /// The JSON report: the images with the findings the baseline did not suppress (passes
    /// only when asked for), and a summary counting them.
    public var report: Report
  }

  /// The findings and the JSON report of scanned screenshots.
  ///
  /// - Parameters:
  ///   - scanned: what ``scan(_:jobs:progress:)`` returned.
  ///   - policies: the ids of the policies applied, in order.
  ///   - baseline: known findings to suppress, if any.
  ///   - includesPasses: whether the JSON report lists passing findings (they are counted
  ///     either way).
  public static func outcome(
    _ scanned: [ScannedScreenshot], policies: [String], baseline: Baseline? = nil,
    includesPasses: Bool = false
  ) -> Outcome {
    let all = FindingReport(
      command: .scan, policies: policies,
      inputs: scanned.map { image in
        FindingReport.Input(
          path: image.report.path, error: image.report.error,
          findings: image.findings + image.links,
          notes: image.report.width == 0 ? [] : [image.report.note])
      })
    let findings = baseline?.apply(to: all) ?? all
    var summary = Summary()
    var listed: [ImageReport] = []
    for (index, image) in scanned.enumerated() {
      let report = image.report
      if report.error != nil { summary.errors += 1 }
      var shown = report
      // The JSON lists what the baseline did not suppress, in the scanner's order.
      let suppressed = Set(findings.inputs[index].suppressed.map(\.fingerprint))
      if !suppressed.isEmpty {
        // `image.findings` holds the contrast findings, then the size findings, in report order.
        shown.findings = zip(report.findings, image.findings)
          .filter { !suppressed.contains($0.1.fingerprint) || $0.1.status == .pass }.map(\.0)
        shown.sizeFindings = zip(
          report.sizeFindings, image.findings.suffix(report.sizeFindings.count)
        )
        .filter { !suppressed.contains($0.1.fingerprint) }.map(\.0)
      }
      for finding in shown.findings { summary.count(finding.status) }
      for finding in shown.sizeFindings { summary.count(finding.status) }
      if !includesPasses { shown.findings.removeAll { $0.status == .pass } }
      // Links (rule `link-distinct`) likewise.
      let links = zip(image.linkRecords, image.links)
        .filter { !suppressed.contains($0.1.fingerprint) || $0.1.status == .pass }.map(\.0)
      for link in links { summary.count(link.status) }
      let listedLinks = links.filter { includesPasses || $0.status != .pass }
      shown.links = listedLinks.isEmpty ? nil : listedLinks
      listed.append(shown)
    }
    return Outcome(
      findings: findings, report: Report(policies: policies, images: listed, summary: summary))
  }
}
