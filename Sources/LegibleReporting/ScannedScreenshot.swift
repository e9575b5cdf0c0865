import LegibleImaging

/// One screenshot as ``ScreenshotScan`` left it: its report record, its findings, and the
/// rules' decisions at the point asked about.
public struct ScannedScreenshot: Sendable {
  /// The record the JSON report lists (size, colour space, scale, platform, findings), or the
  /// error that stopped the file from being scanned or annotated.
  public var report: ImageReport
  /// One finding per contrast record of ``report``, then one per size record, in the same
  /// order.
  public var findings: [Finding]
  /// The findings of runs marked by colour alone (rule `link-distinct`), one per record of
  /// ``linkRecords``.
  public var links: [Finding]
  /// The report records of ``links``.
  public var linkRecords: [ImageLink]
  /// The rules' decisions at ``LegibleImaging/ScanOptions/explainPoint`` (empty without one).
  public var decisions: [ScanDecision]

  /// Creates a scanned screenshot.
  public init(
    report: ImageReport, findings: [Finding], links: [Finding] = [],
    linkRecords: [ImageLink] = [], decisions: [ScanDecision] = []
  ) {
    self.report = report
    self.findings = findings
    self.links = links
    self.linkRecords = linkRecords
    self.decisions = decisions
  }
}
